"""The Python package's build backend (PEP 517), kept in the tree.

build_wheel builds the C library for GTK 3 and for GTK 4 with the project's
Makefile (Swift 6.3, a C compiler, both toolkits' development files and
gobject-introspection), strips both libraries and packs them, their
typelibs and the package into one wheel tagged for this machine;
``make wheel`` then has auditwheel give it its manylinux tag.
build_sdist packs what build_wheel needs, the project's sources included,
so that the sdist builds where Swift 6.3 is installed.

The metadata comes from pyproject.toml's [project] table (tomllib, or tomli
before Python 3.11), the version from the project's VERSION file.
"""
import base64
import hashlib
import io
import os
import shutil
import subprocess
import sysconfig
import tarfile
import tempfile
import zipfile

try:
    import tomllib
except ModuleNotFoundError:  # Python before 3.11: pyproject.toml's build requirement
    import tomli as tomllib

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# In the repository the project is this folder's parent; in an sdist, its "project" folder.
PROJECT = os.path.join(HERE, "project") if os.path.isdir(os.path.join(HERE, "project")) \
    else os.path.dirname(HERE)
PACKAGE = "placeholdertextview"
# What the sdist takes of the project: enough for `make library introspection`.
PROJECT_FILES = ["Makefile", "VERSION", "LICENSE", "Sources", "C/build-embedded.sh", "C/ptv.map",
                 "C/ptv.h", "C/ptv-version.h.in"]


def _project_table():
    with open(os.path.join(HERE, "pyproject.toml"), "rb") as file:
        return tomllib.load(file)["project"]


def _version():
    with open(os.path.join(PROJECT, "VERSION")) as file:
        return file.read().strip()


def _metadata():
    project = _project_table()
    lines = ["Metadata-Version: 2.1", "Name: " + project["name"], "Version: " + _version(),
             "Summary: " + project["description"], "License: " + project["license"]["text"],
             "Requires-Python: " + project["requires-python"]]
    lines += ["Project-URL: %s, %s" % item for item in project.get("urls", {}).items()]
    lines += ["Classifier: " + classifier for classifier in project.get("classifiers", [])]
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append("Provides-Extra: " + extra)
        lines += ['Requires-Dist: %s; extra == "%s"' % (requirement, extra) for requirement in requirements]
    with open(os.path.join(HERE, project["readme"]), encoding="utf-8") as file:
        description = file.read()
    lines.append("Description-Content-Type: text/markdown")
    return "\n".join(lines) + "\n\n" + description


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (path, digest, len(data))


def _built_files():
    """Each toolkit's stripped library and typelib, by their path in the wheel."""
    files = {}
    scratch = tempfile.mkdtemp(prefix="ptv-wheel-")
    try:
        for gtk in ("3", "4"):
            subprocess.run(["make", "--no-print-directory", "-C", PROJECT, "GTK=" + gtk, "VAPI=no",
                            "library", "introspection"], check=True)
            out = os.path.join(PROJECT, ".build", "c-library", "gtk" + gtk)
            library = "libptv-%s.so.0" % gtk
            stripped = os.path.join(scratch, library)
            subprocess.run(["strip", "--strip-unneeded", "-o", stripped, os.path.join(out, library)], check=True)
            with open(stripped, "rb") as file:
                files["%s/lib/%s" % (PACKAGE, library)] = file.read()
            typelib = "Ptv-%s.0.typelib" % gtk
            with open(os.path.join(out, typelib), "rb") as file:
                files["%s/girepository-1.0/%s" % (PACKAGE, typelib)] = file.read()
    finally:
        shutil.rmtree(scratch)
    return files


def _package_files():
    files = {}
    folder = os.path.join(HERE, PACKAGE)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), "rb") as file:
                files["%s/%s" % (PACKAGE, name)] = file.read()
    files["%s/_version.py" % PACKAGE] = ('__version__ = "%s"\n' % _version()).encode()
    return files


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    dist_info = "%s-%s.dist-info" % (PACKAGE, _version())
    os.makedirs(os.path.join(metadata_directory, dist_info), exist_ok=True)
    with open(os.path.join(metadata_directory, dist_info, "METADATA"), "w", encoding="utf-8") as file:
        file.write(_metadata())
    return dist_info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    tag = "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")
    dist_info = "%s-%s.dist-info" % (PACKAGE, version)
    files = _package_files()
    files.update(_built_files())
    with open(os.path.join(PROJECT, "LICENSE"), "rb") as file:
        files[dist_info + "/LICENSE"] = file.read()
    files[dist_info + "/METADATA"] = _metadata().encode()
    files[dist_info + "/WHEEL"] = ("Wheel-Version: 1.0\nGenerator: %s-backend (%s)\nRoot-Is-Purelib: false\n"
                                   "Tag: %s\n" % (PACKAGE, version, tag)).encode()
    record = [_record_line(path, data) for path, data in files.items()] + [dist_info + "/RECORD,,"]
    files[dist_info + "/RECORD"] = ("\n".join(record) + "\n").encode()
    name = "%s-%s-%s.whl" % (PACKAGE, version, tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if "/lib/" in path else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return name


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (PACKAGE, _version())
    name = base + ".tar.gz"

    def clean(info):
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return None if "__pycache__" in info.name else info

    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as sdist:
        for path in ("pyproject.toml", "README.md", "build_backend", PACKAGE):
            sdist.add(os.path.join(HERE, path), "%s/%s" % (base, path), filter=clean)
        for path in PROJECT_FILES:
            sdist.add(os.path.join(PROJECT, path), "%s/project/%s" % (base, path), filter=clean)
        info = tarfile.TarInfo(base + "/PKG-INFO")
        data = _metadata().encode()
        info.size = len(data)
        sdist.addfile(info, io.BytesIO(data))
    return name
