"""PlaceholderTextView for PyGObject: placeholder text for Gtk.TextView, GTK 3 and GTK 4.

Import this package once, before the first ``gi.require_version("Ptv", ...)``::

    import placeholdertextview
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Ptv", "4.0")
    from gi.repository import Gtk, Ptv

The import puts the wheel's typelibs and libraries first in PyGObject's
introspection repository, before ``GI_TYPELIB_PATH`` and the system's
folders, so no environment variable is needed and a system-wide libptv,
if one is installed too, is not the one used. A ``Ptv`` namespace that was
already loaded before the import stays the one in use (a warning says so).
"""
import os
import warnings

try:
    import gi
except ImportError as error:  # pragma: no cover - depends on the system
    raise ImportError(
        "placeholdertextview needs PyGObject: install your distribution's package "
        "(Debian: python3-gi) or 'pip install placeholdertextview[pygobject]'") from error

from ._version import __version__

_HERE = os.path.dirname(os.path.abspath(__file__))

#: The folder of the wheel's ``Ptv-3.0.typelib`` and ``Ptv-4.0.typelib``.
TYPELIB_DIR = os.path.join(_HERE, "girepository-1.0")
#: The folder of the wheel's ``libptv-3.so.0`` and ``libptv-4.so.0``.
LIBRARY_DIR = os.path.join(_HERE, "lib")

__all__ = ["LIBRARY_DIR", "TYPELIB_DIR", "__version__"]


def _prepend_to_repository():
    repository = gi.Repository.get_default()
    if any(repository.is_registered("Ptv", version) for version in ("3.0", "4.0")):
        # Its library is opened with its first call, through the library path:
        # left as it is, so that typelib and library stay one pair.
        warnings.warn(
            "the Ptv namespace was loaded before 'import placeholdertextview': the one already "
            "loaded (%s) stays in use" % repository.get_typelib_path("Ptv"), stacklevel=3)
        return
    if hasattr(repository, "prepend_search_path"):
        # PyGObject 3.51 and later (girepository 2.0): the repository it uses.
        repository.prepend_search_path(TYPELIB_DIR)
        repository.prepend_library_path(LIBRARY_DIR)
        return
    # Earlier PyGObject uses libgirepository-1.0's process-wide default repository,
    # whose path functions its Python API does not expose.
    import ctypes
    girepository = ctypes.CDLL("libgirepository-1.0.so.1")
    for name, folder in (("g_irepository_prepend_search_path", TYPELIB_DIR),
                         ("g_irepository_prepend_library_path", LIBRARY_DIR)):
        function = getattr(girepository, name)
        function.argtypes = [ctypes.c_char_p]
        function.restype = None
        function(os.fsencode(folder))


_prepend_to_repository()
