"""``manage.py seed``: fill an empty, migrated database with the deterministic library data and users."""

from __future__ import annotations

import datetime
from typing import Any

from django.contrib.auth.models import Permission, User
from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction
from django.utils import timezone

from catalog.models import Author, Book, Genre, Loan, Member
from catalog.seed_data import generate


class Command(BaseCommand):
    help = "Seed the library (authors, books, members, loans) and its two staff users."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--seed", type=int, default=20)
        parser.add_argument("--today", type=datetime.date.fromisoformat, default=None)
        parser.add_argument("--admin-password", required=True)
        parser.add_argument("--viewer-password", required=True)

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        today = options["today"] or timezone.localdate()
        data = generate(options["seed"], today)
        Genre.objects.bulk_create(Genre(id=i, **row) for i, row in enumerate(data["genres"], 1))
        Author.objects.bulk_create(Author(id=i, **row) for i, row in enumerate(data["authors"], 1))
        Book.objects.bulk_create(Book(id=i, **row) for i, row in enumerate(data["books"], 1))
        Member.objects.bulk_create(Member(id=i, **row) for i, row in enumerate(data["members"], 1))
        Loan.objects.bulk_create(Loan(id=i, **row) for i, row in enumerate(data["loans"], 1))
        User.objects.create_superuser("librarian", "librarian@example.org", options["admin_password"])
        viewer = User.objects.create_user(
            "volunteer", "volunteer@example.org", options["viewer_password"], is_staff=True
        )
        viewer.user_permissions.set(Permission.objects.filter(codename__startswith="view_"))
