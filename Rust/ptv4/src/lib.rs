//! Placeholder text for GTK 4's multi-line [`gtk::TextView`], from
//! PlaceholderTextView's C library (`libptv-4`).
//!
//! The placeholder shows while the view is empty, in the theme's placeholder
//! colour and the view's own font, where the first typed character would go;
//! it goes on the first character however it arrives, and the buffer is never
//! touched. A [`Placeholder`] is not a widget: it attaches to a view and holds
//! no reference to it.
//!
//! ```no_run
//! use gtk::prelude::*;
//!
//! gtk::init().unwrap();
//! let view = gtk::TextView::new();
//! let placeholder = ptv4::Placeholder::new(&view, "Write a message…");
//! placeholder.set_max_length(500);
//! placeholder.set_shows_counter(true);
//! ```
#![cfg_attr(docsrs, feature(doc_cfg))]
#![warn(missing_docs)]

/// The C library's raw functions and types (the `ptv4-sys` crate).
pub use ffi;
pub use glib;
pub use gtk;

/// Panics unless GTK was initialized on this thread: the library, like GTK,
/// is used from GTK's main thread only. Constructors check it; the methods
/// of an object made there cannot leave that thread (`Placeholder` is not
/// `Send`).
macro_rules! assert_initialized_main_thread {
    () => {
        if !::gtk::is_initialized_main_thread() {
            if ::gtk::is_initialized() {
                panic!("ptv4 is used from GTK's main thread only");
            } else {
                panic!("GTK is not initialized: call gtk::init() first");
            }
        }
    };
}

/// For generated functions that need no initialized GTK.
macro_rules! skip_assert_initialized {
    () => {};
}

#[allow(
    unused_imports,
    clippy::too_many_arguments,
    clippy::new_without_default
)]
mod auto;
mod placeholder;

pub use auto::*;

/// The builder of [`Placeholder`] (`Placeholder::builder()`).
pub mod builders {
    pub use super::auto::builders::*;
}

// rustdoc-stripper-ignore-next
/// Registers the library's types with GObject (`ptv_init()`), so that a
/// [`gtk::Builder`] file can declare a `PtvPlaceholder`. Call it once after
/// `gtk::init()`, before loading such a file; calling it again does nothing.
pub fn init() {
    assert_initialized_main_thread!();
    unsafe { ffi::ptv_init() }
}
