/* ptv.h — placeholder text for GtkTextView.
 *
 * The C interface of PlaceholderTextView: a PtvPlaceholder object gives a
 * GtkTextView a placeholder, shown while the view is empty, gone on the
 * first character however it arrives, back when the view is emptied. It is
 * painted where the same text typed would go, in GtkEntry's placeholder
 * colour; the buffer is never touched.
 *
 * The same header serves GTK 3 (pkg-config ptv-3, GI namespace Ptv-3.0)
 * and GTK 4 (ptv-4, Ptv-4.0): the GTK it is compiled against decides.
 * Needs GLib 2.70 or later. Call every function from the thread running
 * GTK (the one that initialised it and iterates the default main context,
 * which need not be the program's first). A call from another thread while
 * GTK's thread runs its main loop logs a critical and does nothing; any
 * thread may call ptv_placeholder_error_quark(), and
 * ptv_placeholder_get_type() once the type is registered (the type macros
 * call it), as GLib's own.
 */
#ifndef PTV_H
#define PTV_H

#include <glib-object.h>
#include <gtk/gtk.h>

#include "ptv-version.h"

G_BEGIN_DECLS

/**
 * PTV_PLACEHOLDER_ERROR:
 *
 * The error domain of [error@Ptv.PlaceholderError].
 */
#define PTV_PLACEHOLDER_ERROR (ptv_placeholder_error_quark ())

/**
 * PtvPlaceholderError:
 * @PTV_PLACEHOLDER_ERROR_INVALID_MARKUP: the markup is not valid Pango markup
 *
 * Errors of the %PTV_PLACEHOLDER_ERROR domain.
 */
typedef enum {
  PTV_PLACEHOLDER_ERROR_INVALID_MARKUP
} PtvPlaceholderError;

/**
 * PTV_TYPE_PLACEHOLDER_ERROR:
 *
 * The [alias@GObject.Type] of [error@Ptv.PlaceholderError].
 */
#define PTV_TYPE_PLACEHOLDER_ERROR (ptv_placeholder_error_get_type ())

/**
 * ptv_placeholder_error_get_type:
 *
 * The [alias@GObject.Type] of [error@Ptv.PlaceholderError], an enumeration registered with
 * GObject (so that bindings see it as an error domain).
 *
 * Returns: the type
 */
GType ptv_placeholder_error_get_type (void);

/**
 * ptv_placeholder_error_quark:
 *
 * The quark of the %PTV_PLACEHOLDER_ERROR domain.
 *
 * Returns: the error domain
 */
GQuark ptv_placeholder_error_quark (void);

/**
 * PtvLimitMode:
 * @PTV_LIMIT_MODE_BLOCK: what the user types, pastes, drops or commits
 *   from an input method is cut to what fits (a paste keeps its first
 *   characters that fit, as GtkEntry does); a keystroke that does not fit
 *   is refused with [method@Gtk.Widget.error_bell]
 * @PTV_LIMIT_MODE_WARN: nothing is refused; [property@Ptv.Placeholder:over-limit] and
 *   [property@Ptv.Placeholder:remaining] show the overflow
 *
 * What happens to the user's input beyond [property@Ptv.Placeholder:max-length] or
 * [property@Ptv.Placeholder:max-lines].
 */
typedef enum {
  PTV_LIMIT_MODE_BLOCK,
  PTV_LIMIT_MODE_WARN
} PtvLimitMode;

/**
 * PTV_TYPE_LIMIT_MODE:
 *
 * The [alias@GObject.Type] of [enum@Ptv.LimitMode].
 */
#define PTV_TYPE_LIMIT_MODE (ptv_limit_mode_get_type ())

/**
 * ptv_limit_mode_get_type:
 *
 * The [alias@GObject.Type] of [enum@Ptv.LimitMode], an enumeration registered with GObject.
 *
 * Returns: the type
 */
GType ptv_limit_mode_get_type (void);

/**
 * PtvReturnBehavior:
 * @PTV_RETURN_BEHAVIOR_NEWLINE: Return inserts a new line, as in any
 *   [class@Gtk.TextView]
 * @PTV_RETURN_BEHAVIOR_ACTIVATES_DEFAULT: Return activates the window's
 *   default widget, as [property@Gtk.Entry:activates-default] does
 * @PTV_RETURN_BEHAVIOR_MOVES_FOCUS: Return moves the keyboard focus to the
 *   next widget, as Tab does
 *
 * What the Return key does in the view. With the latter two, Shift+Return
 * still inserts a new line, and Return while an input method shows
 * pre-edit text belongs to the input method.
 */
typedef enum {
  PTV_RETURN_BEHAVIOR_NEWLINE,
  PTV_RETURN_BEHAVIOR_ACTIVATES_DEFAULT,
  PTV_RETURN_BEHAVIOR_MOVES_FOCUS
} PtvReturnBehavior;

/**
 * PTV_TYPE_RETURN_BEHAVIOR:
 *
 * The [alias@GObject.Type] of [enum@Ptv.ReturnBehavior].
 */
#define PTV_TYPE_RETURN_BEHAVIOR (ptv_return_behavior_get_type ())

/**
 * ptv_return_behavior_get_type:
 *
 * The [alias@GObject.Type] of [enum@Ptv.ReturnBehavior], an enumeration registered with GObject.
 *
 * Returns: the type
 */
GType ptv_return_behavior_get_type (void);

/**
 * ptv_init:
 *
 * Registers every type of the library ([class@Ptv.Placeholder],
 * [error@Ptv.PlaceholderError], [enum@Ptv.LimitMode], [enum@Ptv.ReturnBehavior]) with GObject,
 * as gtk_source_init() does for GtkSourceView. Call it once before loading a GtkBuilder file that
 * declares a [class@Ptv.Placeholder]: GtkBuilder finds a type it does not know by
 * looking up its get-type function in the program, which fails when the
 * library was loaded privately, as Python and GJS load it. Calling it again
 * does nothing.
 */
void ptv_init (void);

/**
 * PtvPlaceholder:
 *
 * The placeholder of a [class@Gtk.TextView]: not a widget, but an object whose
 * properties attach the placeholder to its view, so that it can be
 * declared in a GtkBuilder file, set with [method@GObject.Object.set] and bound with
 * [method@GObject.Object.bind_property].
 *
 * The object holds no reference to its view. Dropping the object leaves
 * the view's placeholder working (settings made before any placeholder was
 * set go with the object), and [func@Ptv.Placeholder.get_for_view] gives an
 * object on it again; destroying the view leaves the
 * object inert: [property@Ptv.Placeholder:showing] is %FALSE,
 * [property@Ptv.Placeholder:text-view] is %NULL, the other properties keep
 * their values (the count reads as an empty view's), and every call that
 * would change a setting logs a critical naming it, as a failed
 * g_return_if_fail() does, and does nothing: the setters
 * ([method@Ptv.Placeholder.set_markup] then returns %FALSE and sets no
 * [struct@GLib.Error]), [ctor@Ptv.Placeholder.new] given a text, and setting
 * a property other than [property@Ptv.Placeholder:text-view] (as
 * [method@GObject.Object.set], GtkBuilder and the bindings' property setters
 * do). Moving the object to another view, or to %NULL, still works; an
 * object that never had a view takes any setting. Several objects attached to one view
 * share one placeholder: a change through any of them is seen, and
 * notified, through all.
 */
#define PTV_TYPE_PLACEHOLDER (ptv_placeholder_get_type ())
G_DECLARE_FINAL_TYPE (PtvPlaceholder, ptv_placeholder, PTV, PLACEHOLDER, GObject)

/**
 * PtvPlaceholder:text-view:
 *
 * The [class@Gtk.TextView] the placeholder is drawn in, or %NULL. Not referenced:
 * it becomes %NULL when the view is destroyed. Moving the object to another
 * view carries its settings along; the first view keeps its placeholder.
 */

/**
 * PtvPlaceholder:text:
 *
 * The placeholder as plain text, drawn literally. Reading it while the
 * placeholder is markup gives the markup's text. Setting it to %NULL or ""
 * clears a plain placeholder and leaves markup alone, so that a builder, a
 * designer or a binding may set both [property@Ptv.Placeholder:text] and
 * [property@Ptv.Placeholder:markup], one of them empty, in either order.
 */

/**
 * PtvPlaceholder:markup:
 *
 * The placeholder as Pango markup, or %NULL when it is plain text. Invalid
 * markup is refused with a warning and the previous placeholder is kept;
 * [method@Ptv.Placeholder.set_markup] reports it as a [struct@GLib.Error] instead. Setting it
 * to %NULL or "" clears a markup placeholder and leaves plain text alone.
 */

/**
 * PtvPlaceholder:color:
 *
 * A CSS colour, such as "#336699" or "rgba(0,0,0,0.5)", as [method@Gdk.RGBA.parse]
 * reads it; empty for the colour the theme gives GtkEntry's placeholder.
 * An unknown colour is refused with a warning.
 */

/**
 * PtvPlaceholder:hide-while-focused:
 *
 * Whether the placeholder hides while the view has keyboard focus. The
 * default is the toolkit's own entry's rule: %TRUE on GTK 3, where
 * GtkEntry hides its placeholder while focused, and %FALSE on GTK 4, where
 * GtkText keeps it until the first character. Setting it chooses either
 * rule on either toolkit.
 */

/**
 * PtvPlaceholder:centered:
 *
 * Whether the placeholder is centred vertically in the view rather than
 * on the first line.
 */

/**
 * PtvPlaceholder:natural-height:
 *
 * Whether an empty view asks for the height its whole placeholder needs at
 * its width, rather than ending the placeholder in an ellipsis.
 */

/**
 * PtvPlaceholder:showing:
 *
 * Whether the placeholder is in effect: the view is alive, there is a
 * placeholder, the view's buffer is empty, no input method shows pre-edit
 * text, and the focus does not hide it ([property@Ptv.Placeholder:hide-while-focused]).
 * It is what the view draws when it is drawn, and does not follow whether
 * the view is mapped, visible or scrolled into sight: a view not shown yet
 * reports %TRUE when the rule holds ([method@Gtk.Widget.get_mapped] tells whether
 * the view is on screen). Notified exactly when it changes.
 */

/**
 * PtvPlaceholder:max-length:
 *
 * The most characters (Unicode code points, as GtkEntry and
 * [method@Gtk.TextBuffer.get_char_count] count them) the user's own edits may
 * bring the text to; 0 for no limit. Text the app puts in the buffer
 * ([method@Gtk.TextBuffer.set_text], [method@Gtk.TextBuffer.insert], text typed into
 * another view sharing the buffer, a limit lowered below the text's
 * length) is never cut: only further user input (GTK's interactive
 * insertions included) is limited, as [property@Ptv.Placeholder:limit-mode] says.
 * Undo and redo work as before. Edits are the view's user's while the view
 * has the keyboard focus, and text dropped onto it; text moved by dragging
 * within the view is not cut.
 */

/**
 * PtvPlaceholder:limit-mode:
 *
 * Whether input beyond [property@Ptv.Placeholder:max-length] is cut
 * (%PTV_LIMIT_MODE_BLOCK, the default) or only counted
 * (%PTV_LIMIT_MODE_WARN).
 */

/**
 * PtvPlaceholder:length:
 *
 * The characters in the view, counted while [property@Ptv.Placeholder:max-length] is
 * set, or the lines it displays while [property@Ptv.Placeholder:max-lines] is (0
 * otherwise). Notified exactly when it changes, so that a label of the
 * app's can be bound to it.
 */

/**
 * PtvPlaceholder:remaining:
 *
 * How many more characters fit (lines while [property@Ptv.Placeholder:max-lines] is
 * set): negative when the text is over the limit, 0 with no limit.
 * Notified exactly when it changes.
 */

/**
 * PtvPlaceholder:over-limit:
 *
 * Whether the text is longer than [property@Ptv.Placeholder:max-length] (or, while
 * [property@Ptv.Placeholder:max-lines] is set, takes more lines than it). Notified
 * exactly when it changes.
 */

/**
 * PtvPlaceholder:return-behavior:
 *
 * What the Return key does in the view: a new line (the default), or, as
 * a composer wants, activate the window's default widget or move the focus
 * on. Only a plain Return or Enter is taken: Shift+Return (or Return with
 * Control, Alt or a logo key held) reaches the view as before, and so does
 * Return while an input method shows pre-edit text.
 */

/**
 * PtvPlaceholder:max-lines:
 *
 * The most lines, as the view displays them at its current width, font
 * and geometry (a wrapped line counts), that the user's own edits may
 * bring the text to; 0 for no limit. While it is set, [property@Ptv.Placeholder:length]
 * counts lines, each paragraph laid out as the view lays out typed text
 * (tags in the buffer are not seen). What the user inserts is cut to what
 * fits; text from code is never cut.
 */

/**
 * PtvPlaceholder:shows-counter:
 *
 * Whether a counter ("120 / 500", or "3 / 5 lines") shows below the text
 * while [property@Ptv.Placeholder:max-length] or [property@Ptv.Placeholder:max-lines] is set: in the view's font, at the end edge of
 * the text, in the placeholder's colour within the limit and the theme's
 * error colour over it, in room of its own that typed text never reaches
 * (GTK 3's bottom border window, GTK 4's bottom gutter, which it leaves to
 * a widget the app put there). Screen readers hear it in words ("120 of
 * 500 characters"): GTK 3 as the view's accessible description, GTK 4 as
 * the description the view is described by.
 */

/**
 * PtvPlaceholder::activate:
 * @self: the [class@Ptv.Placeholder]
 *
 * Emitted when [property@Ptv.Placeholder:return-behavior] takes a Return, before the
 * default widget is activated or the focus moves: where a composer sends
 * its message.
 */

/**
 * ptv_placeholder_new:
 * @view: the [class@Gtk.TextView] to attach to
 * @text: (nullable): the placeholder as plain text, or %NULL to keep the
 *   view's current placeholder
 *
 * Attaches a placeholder to @view.
 *
 * Returns: (transfer full): a new [class@Ptv.Placeholder]
 */
PtvPlaceholder *ptv_placeholder_new (GtkTextView *view, const char *text);

/**
 * ptv_placeholder_get_for_view:
 * @view: a [class@Gtk.TextView]
 *
 * Finds the placeholder @view has, without giving it one: for code that
 * did not keep the [class@Ptv.Placeholder] it attached (the view keeps its
 * placeholder working after the object is dropped), or that did not attach
 * it (a GtkBuilder file, another language's code, a Swift
 * `PlaceholderTextView`). The object returned is a new one, another face on
 * the view's placeholder, as [ctor@Ptv.Placeholder.new] would make given @view and %NULL:
 * a change through it is seen, and notified, through every other.
 *
 * A view has a placeholder while an object attached to it lives, and for
 * good (until the view is destroyed) once a text, markup, a limit or a
 * Return behaviour other than a new line was set on it: the view then
 * keeps it, whoever holds the objects. Like every [class@Ptv.Placeholder], the
 * object returned holds no reference to @view.
 *
 * Returns: (transfer full) (nullable): a new [class@Ptv.Placeholder] on @view's
 *   placeholder, owned by the caller and holding no reference to @view; or
 *   %NULL when @view has no placeholder or was destroyed
 */
PtvPlaceholder *ptv_placeholder_get_for_view (GtkTextView *view);

/**
 * ptv_placeholder_get_text_view:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:text-view].
 *
 * Returns: (transfer none) (nullable): the view, or %NULL when there is
 *   none or it was destroyed
 */
GtkTextView *ptv_placeholder_get_text_view (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_text_view:
 * @self: a [class@Ptv.Placeholder]
 * @view: (nullable): the view to attach to, or %NULL
 *
 * Attaches the placeholder to @view; see [property@Ptv.Placeholder:text-view].
 */
void ptv_placeholder_set_text_view (PtvPlaceholder *self, GtkTextView *view);

/**
 * ptv_placeholder_get_text:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:text].
 *
 * Returns: (transfer none): the placeholder's text (markup removed), owned
 *   by @self and valid until this getter is called again after the text
 *   changed, or @self is finalized
 */
const char *ptv_placeholder_get_text (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_text:
 * @self: a [class@Ptv.Placeholder]
 * @text: the placeholder as plain text; "" for none
 *
 * Sets the placeholder, drawn literally; "" clears a plain placeholder
 * only (see [property@Ptv.Placeholder:text]).
 */
void ptv_placeholder_set_text (PtvPlaceholder *self, const char *text);

/**
 * ptv_placeholder_get_markup:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:markup].
 *
 * Returns: (transfer none) (nullable): the placeholder's markup, or %NULL
 *   when it is plain text
 */
const char *ptv_placeholder_get_markup (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_markup:
 * @self: a [class@Ptv.Placeholder]
 * @markup: Pango markup, such as `"Write <i>anything</i>"`; "" clears a
 *   markup placeholder only (see [property@Ptv.Placeholder:markup])
 * @error: return location for a [struct@GLib.Error], or %NULL
 *
 * Sets a rich placeholder from Pango markup.
 *
 * Returns: %TRUE on success; %FALSE with @error set (domain
 *   %PTV_PLACEHOLDER_ERROR, Pango's message) when @markup is invalid, in
 *   which case the previous placeholder is kept
 */
gboolean ptv_placeholder_set_markup (PtvPlaceholder *self, const char *markup, GError **error);

/**
 * ptv_placeholder_get_color:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:color].
 *
 * Returns: (transfer none): the colour as CSS ("rgb(51,102,153)"), or ""
 *   for the theme's placeholder colour
 */
const char *ptv_placeholder_get_color (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_color:
 * @self: a [class@Ptv.Placeholder]
 * @color: (nullable): a CSS colour, or %NULL or "" for the theme's
 *
 * Sets the placeholder's colour; an unknown colour is refused with a
 * warning.
 */
void ptv_placeholder_set_color (PtvPlaceholder *self, const char *color);

/**
 * ptv_placeholder_get_hide_while_focused:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:hide-while-focused].
 *
 * Returns: whether focus hides the placeholder
 */
gboolean ptv_placeholder_get_hide_while_focused (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_hide_while_focused:
 * @self: a [class@Ptv.Placeholder]
 * @hide: whether focus hides the placeholder
 *
 * Sets [property@Ptv.Placeholder:hide-while-focused].
 */
void ptv_placeholder_set_hide_while_focused (PtvPlaceholder *self, gboolean hide);

/**
 * ptv_placeholder_get_centered:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:centered].
 *
 * Returns: whether the placeholder is centred vertically
 */
gboolean ptv_placeholder_get_centered (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_centered:
 * @self: a [class@Ptv.Placeholder]
 * @centered: whether to centre the placeholder vertically
 *
 * Sets [property@Ptv.Placeholder:centered].
 */
void ptv_placeholder_set_centered (PtvPlaceholder *self, gboolean centered);

/**
 * ptv_placeholder_get_natural_height:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:natural-height].
 *
 * Returns: whether an empty view asks for its placeholder's height
 */
gboolean ptv_placeholder_get_natural_height (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_natural_height:
 * @self: a [class@Ptv.Placeholder]
 * @natural_height: whether an empty view asks for its placeholder's height
 *
 * Sets [property@Ptv.Placeholder:natural-height].
 */
void ptv_placeholder_set_natural_height (PtvPlaceholder *self, gboolean natural_height);

/**
 * ptv_placeholder_get_showing:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:showing].
 *
 * Returns: whether the placeholder is in effect (see [property@Ptv.Placeholder:showing])
 */
gboolean ptv_placeholder_get_showing (PtvPlaceholder *self);

/**
 * ptv_placeholder_get_max_length:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:max-length].
 *
 * Returns: the limit in characters, or 0 for none
 */
int ptv_placeholder_get_max_length (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_max_length:
 * @self: a [class@Ptv.Placeholder]
 * @max_length: the limit in characters, 0 for none; a negative value is
 *   refused with a critical and the limit kept
 *
 * Sets [property@Ptv.Placeholder:max-length].
 */
void ptv_placeholder_set_max_length (PtvPlaceholder *self, int max_length);

/**
 * ptv_placeholder_get_limit_mode:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:limit-mode].
 *
 * Returns: what happens to input beyond the limit
 */
PtvLimitMode ptv_placeholder_get_limit_mode (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_limit_mode:
 * @self: a [class@Ptv.Placeholder]
 * @mode: what happens to input beyond the limit
 *
 * Sets [property@Ptv.Placeholder:limit-mode].
 */
void ptv_placeholder_set_limit_mode (PtvPlaceholder *self, PtvLimitMode mode);

/**
 * ptv_placeholder_get_length:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:length].
 *
 * Returns: the characters (or lines, while [property@Ptv.Placeholder:max-lines] is
 *   set) in the view while a limit is set, else 0
 */
int ptv_placeholder_get_length (PtvPlaceholder *self);

/**
 * ptv_placeholder_get_remaining:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:remaining].
 *
 * Returns: how many more characters (or lines) fit (negative when over
 *   the limit)
 */
int ptv_placeholder_get_remaining (PtvPlaceholder *self);

/**
 * ptv_placeholder_get_over_limit:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:over-limit].
 *
 * Returns: whether the text is longer than the limit
 */
gboolean ptv_placeholder_get_over_limit (PtvPlaceholder *self);

/**
 * ptv_placeholder_get_return_behavior:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:return-behavior].
 *
 * Returns: what the Return key does
 */
PtvReturnBehavior ptv_placeholder_get_return_behavior (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_return_behavior:
 * @self: a [class@Ptv.Placeholder]
 * @behavior: what the Return key does; a value outside [enum@Ptv.ReturnBehavior]
 *   is refused with a critical and the behaviour kept
 *
 * Sets [property@Ptv.Placeholder:return-behavior].
 */
void ptv_placeholder_set_return_behavior (PtvPlaceholder *self, PtvReturnBehavior behavior);

/**
 * ptv_placeholder_get_max_lines:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:max-lines].
 *
 * Returns: the line limit, or 0 for none
 */
int ptv_placeholder_get_max_lines (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_max_lines:
 * @self: a [class@Ptv.Placeholder]
 * @max_lines: the line limit, or 0 for none; a negative value is refused
 *   with a critical and the limit kept
 *
 * Sets [property@Ptv.Placeholder:max-lines].
 */
void ptv_placeholder_set_max_lines (PtvPlaceholder *self, int max_lines);

/**
 * ptv_placeholder_get_shows_counter:
 * @self: a [class@Ptv.Placeholder]
 *
 * Gets [property@Ptv.Placeholder:shows-counter].
 *
 * Returns: whether the built-in counter shows while a limit is set
 */
gboolean ptv_placeholder_get_shows_counter (PtvPlaceholder *self);

/**
 * ptv_placeholder_set_shows_counter:
 * @self: a [class@Ptv.Placeholder]
 * @shows_counter: whether the built-in counter shows while a limit is set
 *
 * Sets [property@Ptv.Placeholder:shows-counter].
 */
void ptv_placeholder_set_shows_counter (PtvPlaceholder *self, gboolean shows_counter);

G_END_DECLS

#endif /* PTV_H */
