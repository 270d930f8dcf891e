"""The admin: what a librarian uses. Search, filters, sorting, pagination, inlines, related fields."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.utils import timezone

from .models import Author, Book, Genre, Loan, Member


class StatusFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "status"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("out", "On loan"), ("overdue", "Overdue"), ("returned", "Returned")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Loan]) -> QuerySet[Loan]:
        today = timezone.localdate()
        if self.value() == "out":
            return queryset.filter(returned__isnull=True)
        if self.value() == "overdue":
            return queryset.filter(returned__isnull=True, due__lt=today)
        if self.value() == "returned":
            return queryset.filter(returned__isnull=False)
        return queryset


class BookInline(admin.TabularInline):
    model = Book
    fields = ["title", "isbn", "genre", "published"]
    extra = 0
    show_change_link = True


class LoanInline(admin.TabularInline):
    model = Loan
    fields = ["member", "borrowed", "due", "returned"]
    raw_id_fields = ["member"]
    extra = 0


@admin.register(Genre)
class GenreAdmin(admin.ModelAdmin):
    list_display = ["name", "book_count"]
    search_fields = ["name"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Genre]:
        return super().get_queryset(request).annotate(n_books=Count("books"))

    @admin.display(description="books", ordering="n_books")
    def book_count(self, genre: Any) -> int:
        return int(genre.n_books)


@admin.register(Author)
class AuthorAdmin(admin.ModelAdmin):
    list_display = ["last_name", "first_name", "country", "birth_year", "book_count"]
    list_filter = ["country"]
    search_fields = ["last_name", "first_name"]
    inlines = [BookInline]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Author]:
        return super().get_queryset(request).annotate(n_books=Count("books"))

    @admin.display(description="books", ordering="n_books")
    def book_count(self, author: Any) -> int:
        return int(author.n_books)


@admin.register(Book)
class BookAdmin(admin.ModelAdmin):
    list_display = ["title", "author", "genre", "isbn", "published", "pages", "language", "copies"]
    list_filter = ["genre", "language"]
    search_fields = ["title", "isbn", "author__last_name", "author__first_name"]
    date_hierarchy = "published"
    autocomplete_fields = ["author"]
    list_select_related = ["author", "genre"]
    inlines = [LoanInline]


@admin.register(Member)
class MemberAdmin(admin.ModelAdmin):
    list_display = ["card_number", "last_name", "first_name", "email", "joined"]
    search_fields = ["card_number", "last_name", "first_name", "email"]
    list_filter = ["joined"]


@admin.register(Loan)
class LoanAdmin(admin.ModelAdmin):
    list_display = ["book", "member", "borrowed", "due", "returned", "overdue"]
    list_filter = [StatusFilter, "borrowed"]
    search_fields = ["book__title", "member__last_name", "member__card_number"]
    date_hierarchy = "borrowed"
    raw_id_fields = ["book", "member"]
    list_select_related = ["book", "member"]

    @admin.display(boolean=True, description="overdue")
    def overdue(self, loan: Loan) -> bool:
        return loan.is_overdue()
