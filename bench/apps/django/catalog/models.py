"""The library's data: authors write books; members borrow copies of books (loans)."""

from __future__ import annotations

import datetime

from django.db import models
from django.utils import timezone


class Genre(models.Model):
    name = models.CharField(max_length=60, unique=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Author(models.Model):
    first_name = models.CharField(max_length=60)
    last_name = models.CharField(max_length=60)
    birth_year = models.PositiveIntegerField(null=True, blank=True)
    country = models.CharField(max_length=60)

    class Meta:
        ordering = ["last_name", "first_name"]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name}"


class Book(models.Model):
    LANGUAGES = [("en", "English"), ("fr", "French"), ("de", "German"), ("es", "Spanish"), ("it", "Italian")]

    title = models.CharField(max_length=200)
    author = models.ForeignKey(Author, on_delete=models.PROTECT, related_name="books")
    genre = models.ForeignKey(Genre, on_delete=models.PROTECT, related_name="books")
    isbn = models.CharField("ISBN", max_length=13, unique=True)
    published = models.DateField("publication date")
    pages = models.PositiveIntegerField()
    language = models.CharField(max_length=2, choices=LANGUAGES, default="en")
    copies = models.PositiveIntegerField("copies owned", default=1)

    class Meta:
        ordering = ["title"]

    def __str__(self) -> str:
        return self.title


class Member(models.Model):
    card_number = models.CharField(max_length=10, unique=True)
    first_name = models.CharField(max_length=60)
    last_name = models.CharField(max_length=60)
    email = models.EmailField(unique=True)
    joined = models.DateField()

    class Meta:
        ordering = ["last_name", "first_name"]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name} ({self.card_number})"


class Loan(models.Model):
    book = models.ForeignKey(Book, on_delete=models.CASCADE, related_name="loans")
    member = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="loans")
    borrowed = models.DateField()
    due = models.DateField("due date")
    returned = models.DateField(null=True, blank=True)

    class Meta:
        ordering = ["-borrowed", "id"]

    def __str__(self) -> str:
        return f"{self.book} to {self.member.first_name} {self.member.last_name}"

    def is_overdue(self, today: datetime.date | None = None) -> bool:
        """Not returned and past its due date."""
        return self.returned is None and self.due < (today or timezone.localdate())
