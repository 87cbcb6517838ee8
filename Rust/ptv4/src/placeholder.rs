//! The parts of `Placeholder` that gir does not generate: construction from a
//! view and a plain `&str`, and markup that can be refused.

use glib::translate::*;

use crate::{ffi, Placeholder};

impl Placeholder {
    /// Attaches a placeholder to `view` and sets its text; `None` keeps the
    /// placeholder the view has already (through another `Placeholder`, or a
    /// `.ui` file). Dropping the object leaves the view's placeholder working.
    /// Attaches a placeholder to `view`.
    /// ## `view`
    /// the [`gtk::TextView`][crate::gtk::TextView] to attach to
    /// ## `text`
    /// the placeholder as plain text, or [`None`] to keep the
    ///  view's current placeholder
    ///
    /// # Returns
    ///
    /// a new [`Placeholder`][crate::Placeholder]
    /// Attaches a placeholder to `view`.
    /// ## `view`
    /// the [`gtk::TextView`][crate::gtk::TextView] to attach to
    /// ## `text`
    /// the placeholder as plain text, or [`None`] to keep the
    ///  view's current placeholder
    ///
    /// # Returns
    ///
    /// a new [`Placeholder`][crate::Placeholder]
    // rustdoc-stripper-ignore-next-stop
    /// Attaches a placeholder to @view.
    /// ## `view`
    /// the #GtkTextView to attach to
    /// ## `text`
    /// the placeholder as plain text, or [`None`] to keep the
    ///   view's current placeholder
    ///
    /// # Returns
    ///
    /// a new #PtvPlaceholder
    #[doc(alias = "ptv_placeholder_new")]
    pub fn new<'a>(view: &impl glib::object::IsA<gtk::TextView>, text: impl Into<Option<&'a str>>) -> Placeholder {
        assert_initialized_main_thread!();
        unsafe {
            from_glib_full(ffi::ptv_placeholder_new(
                view.as_ref().to_glib_none().0,
                text.into().to_glib_none().0,
            ))
        }
    }

    /// Sets a rich placeholder from Pango markup, such as
    /// `"Write <i>anything</i>"`. Invalid markup is an `Err` (domain
    /// [`crate::PlaceholderError`], Pango's message) and keeps the previous
    /// placeholder; `""` clears a markup placeholder.
    /// Sets a rich placeholder from Pango markup.
    /// ## `markup`
    /// Pango markup, such as "Write `<i>`anything`</i>`"; "" clears a
    ///  markup placeholder only (see [`markup`][struct@crate::Placeholder#markup])
    ///
    /// # Returns
    ///
    /// [`true`] on success; [`false`] with `error` set (domain
    ///  `PTV_PLACEHOLDER_ERROR`, Pango's message) when `markup` is invalid, in
    ///  which case the previous placeholder is kept
    /// Sets a rich placeholder from Pango markup.
    /// ## `markup`
    /// Pango markup, such as "Write `<i>`anything`</i>`"; "" clears a
    ///  markup placeholder only (see [`markup`][struct@crate::Placeholder#markup])
    ///
    /// # Returns
    ///
    /// [`true`] on success; [`false`] with `error` set (domain
    ///  `PTV_PLACEHOLDER_ERROR`, Pango's message) when `markup` is invalid, in
    ///  which case the previous placeholder is kept
    // rustdoc-stripper-ignore-next-stop
    /// Sets a rich placeholder from Pango markup.
    /// ## `markup`
    /// Pango markup, such as "Write <i>anything</i>"; "" clears a
    ///   markup placeholder only (see #PtvPlaceholder:markup)
    ///
    /// # Returns
    ///
    /// [`true`] on success; [`false`] with @error set (domain
    ///   `PTV_PLACEHOLDER_ERROR`, Pango's message) when @markup is invalid, in
    ///   which case the previous placeholder is kept
    #[doc(alias = "ptv_placeholder_set_markup")]
    #[doc(alias = "markup")]
    pub fn set_markup(&self, markup: &str) -> Result<(), glib::Error> {
        unsafe {
            let mut error = std::ptr::null_mut();
            let set = ffi::ptv_placeholder_set_markup(self.to_glib_none().0, markup.to_glib_none().0, &mut error);
            debug_assert_eq!(set == glib::ffi::GFALSE, !error.is_null());
            if error.is_null() {
                Ok(())
            } else {
                Err(from_glib_full(error))
            }
        }
    }
}
