from django.contrib import admin
from django.urls import path
from django.views.generic import RedirectView

admin.site.site_header = "Riverside Library administration"
admin.site.site_title = "Riverside Library"
admin.site.index_title = "Catalogue and circulation"

urlpatterns = [
    path("", RedirectView.as_view(url="/admin/", permanent=False)),
    path("admin/", admin.site.urls),
]
