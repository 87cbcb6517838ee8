import CPlaceholderGObject
import PlaceholderCore

/// The properties of `PtvPlaceholder`, with their GObject ids, names and
/// documentation, and how each reads and changes placeholder settings.
package enum PlaceholderObjectProperty: guint, CaseIterable, Sendable {
    case textView = 1, text, markup, color, hideWhileFocused, centered, naturalHeight, showing
    case maxLength, limitMode, length, remaining, overLimit, returnBehavior, showsCounter, maxLines

    /// The property's name, as GObject and GtkBuilder know it.
    nonisolated package var name: String { Self.names[Int(rawValue) - 1] }

    /// The properties' names, in the order of the cases.
    nonisolated private static let names = [
        "text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing",
        "max-length", "limit-mode", "length", "remaining", "over-limit", "return-behavior", "shows-counter", "max-lines",
    ]

    /// Whether its value is one of a GEnum's (`limit-mode`, `return-behavior`).
    nonisolated package var isEnum: Bool { self == .limitMode || self == .returnBehavior }

    /// A short name, for designers: the name in words, capitalised, with
    /// "max" spelt out ("max-length" is "Maximum length").
    var nick: String {
        let words = name.split(separator: "-").map { $0 == "max" ? "maximum" : String($0) }.joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// What the property does, for designers and introspection.
    package var blurb: String {
        switch self {
        case .textView:
            return "The GtkTextView the placeholder is drawn in; not referenced, so it does not keep the view alive"
        case .text: return "The placeholder as plain text, drawn literally; empty for none"
        case .markup: return "The placeholder as Pango markup; invalid markup is refused with a warning"
        case .color: return "A CSS colour such as #336699 or rgba(0,0,0,0.5); empty for the theme's placeholder colour"
        case .hideWhileFocused: return "Whether the placeholder hides while the view has keyboard focus"
        case .centered: return "Whether the placeholder is centred vertically in the view"
        case .naturalHeight: return "Whether an empty view asks for the height its whole placeholder needs"
        case .showing: return "Whether the placeholder is showing now"
        case .maxLength:
            return "The most characters the user's own edits may bring the text to; 0 for no limit. Text set or inserted by code is never cut"
        case .limitMode: return "Whether input beyond max-length or max-lines is cut (block) or only counted (warn)"
        case .length:
            return "The characters in the view, or its lines while max-lines is set, counted while a limit is set (0 otherwise)"
        case .remaining:
            return "How many more characters (lines, with max-lines) fit: negative when over the limit, 0 with no limit"
        case .overLimit: return "Whether the text is longer than max-length, or takes more lines than max-lines"
        case .returnBehavior:
            return "What Return does: a new line, activate the window's default widget, or move the focus on; Shift+Return is always a new line"
        case .showsCounter:
            return "Whether a counter such as 120 / 500 shows below the text while a limit is set, in the error colour when over it"
        case .maxLines:
            return "The most lines, as the view displays them (a wrapped line counts), the user's own edits may bring the text to; 0 for no limit"
        }
    }

    /// Whether apps may set it.
    var isWritable: Bool { ![.showing, .length, .remaining, .overLimit].contains(self) }

    /// The property's specification, for `class_init`; `hide-while-focused`
    /// defaults to the toolkit's entry's rule (`entryHidesWhileFocused`).
    func makeSpec(textViewType: GType, entryHidesWhileFocused: Bool) -> UnsafeMutablePointer<GParamSpec> {
        let flags = isWritable
            ? GLibFlags.union(GLibFlags.paramReadable, GLibFlags.paramWritable, GLibFlags.paramExplicitNotify)
            : GLibFlags.union(GLibFlags.paramReadable, GLibFlags.paramExplicitNotify)
        switch self {
        case .textView: return g_param_spec_object(name, nick, blurb, textViewType, flags)
        case .text, .color: return g_param_spec_string(name, nick, blurb, "", flags)
        case .markup: return g_param_spec_string(name, nick, blurb, nil, flags)
        case .hideWhileFocused: return g_param_spec_boolean(name, nick, blurb, entryHidesWhileFocused ? 1 : 0, flags)
        case .centered, .naturalHeight, .showing, .overLimit, .showsCounter:
            return g_param_spec_boolean(name, nick, blurb, 0, flags)
        case .maxLength, .length, .maxLines: return g_param_spec_int(name, nick, blurb, 0, gint.max, 0, flags)
        case .remaining: return g_param_spec_int(name, nick, blurb, gint.min, gint.max, 0, flags)
        case .limitMode: return g_param_spec_enum(name, nick, blurb, ObjectEnums.limitMode, 0, flags)
        case .returnBehavior: return g_param_spec_enum(name, nick, blurb, ObjectEnums.returnBehavior, 0, flags)
        }
    }

    /// The properties whose value follows from the settings.
    static let settingsProperties: [PlaceholderObjectProperty] = [
        .text, .markup, .color, .hideWhileFocused, .centered, .naturalHeight, .maxLength, .limitMode, .returnBehavior,
        .showsCounter, .maxLines,
    ]

    /// The properties whose value follows from the count.
    static let countProperties: [PlaceholderObjectProperty] = [.length, .remaining, .overLimit]
}

/// The GEnums of `PtvPlaceholder`'s properties, each registered on first
/// use, with the Swift enumeration's cases in order.
nonisolated package enum ObjectEnums {
    /// `PtvLimitMode` (`block`, `warn`: `TextLimitMode`).
    package static let limitMode = ptv_register_limit_mode_enum()
    /// `PtvReturnBehavior` (`newline`, `activates-default`, `moves-focus`:
    /// `ReturnBehavior`).
    package static let returnBehavior = ptv_register_return_behavior_enum()
}
