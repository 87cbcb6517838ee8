//! The parts of `Placeholder` that gir does not generate: construction from a
//! view and a plain `&str`, markup that can be refused, and the colour as a
//! `gdk::RGBA`.

use glib::translate::*;
use gtk::gdk;

use crate::{ffi, Placeholder, PlaceholderError};

impl Placeholder {
    // rustdoc-stripper-ignore-next
    /// Attaches a placeholder to `view` and sets its text; `None` keeps the
    /// placeholder the view has already (through another `Placeholder`, or a
    /// `.ui` file).
    ///
    /// Dropping the object leaves the view's placeholder working, but its
    /// signal handlers and bindings go with it: keep the object for as long
    /// as they are wanted.
    #[doc(alias = "ptv_placeholder_new")]
    pub fn new<'a>(
        view: &impl glib::object::IsA<gtk::TextView>,
        text: impl Into<Option<&'a str>>,
    ) -> Placeholder {
        assert_initialized_main_thread!();
        unsafe {
            from_glib_full(ffi::ptv_placeholder_new(
                view.as_ref().to_glib_none().0,
                text.into().to_glib_none().0,
            ))
        }
    }

    // rustdoc-stripper-ignore-next
    /// Sets a rich placeholder from Pango markup, such as
    /// `"Write <i>anything</i>"`; `""` clears a markup placeholder. Invalid
    /// markup is an `Err` in [`PlaceholderError`]'s domain with Pango's
    /// message, and keeps the previous placeholder.
    #[doc(alias = "ptv_placeholder_set_markup")]
    #[doc(alias = "markup")]
    pub fn set_markup(&self, markup: &str) -> Result<(), glib::Error> {
        unsafe {
            let mut error = std::ptr::null_mut();
            let set = ffi::ptv_placeholder_set_markup(
                self.to_glib_none().0,
                markup.to_glib_none().0,
                &mut error,
            );
            if !error.is_null() {
                Err(from_glib_full(error))
            } else if set == glib::ffi::GFALSE {
                // The library refused the call itself (it says why with a
                // critical), without an error of its own.
                Err(glib::Error::new(
                    PlaceholderError::InvalidMarkup,
                    "the markup was not set",
                ))
            } else {
                Ok(())
            }
        }
    }

    // rustdoc-stripper-ignore-next
    /// The placeholder's own colour, or `None` for the colour the theme
    /// gives `GtkEntry`'s placeholder ([`Placeholder::color`] as a
    /// `gdk::RGBA`).
    pub fn color_rgba(&self) -> Option<gdk::RGBA> {
        let color = self.color();
        if color.is_empty() {
            None
        } else {
            gdk::RGBA::parse(color.as_str()).ok()
        }
    }

    // rustdoc-stripper-ignore-next
    /// Draws the placeholder in `color`, or, with `None`, in the theme's
    /// placeholder colour ([`Placeholder::set_color`] with a `gdk::RGBA`).
    pub fn set_color_rgba(&self, color: Option<&gdk::RGBA>) {
        self.set_color(color.map(|color| color.to_str()).as_deref());
    }
}
