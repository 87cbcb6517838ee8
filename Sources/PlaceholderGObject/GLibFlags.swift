import CPlaceholderGObject

/// GLib's flags, made from the numbers in CPlaceholderGObject's shim with
/// `init(rawValue:)`, so that the same code compiles where Swift imports the
/// flag types as plain structs (GLib before 2.88) and where it imports them
/// as option sets (GLib 2.88 marks them `G_GNUC_FLAG_ENUM`, and the global
/// constants such as `G_PARAM_READABLE` are gone).
///
/// Members of a namespace rather than of the flag types: a module that
/// reaches the types through a GTK module (CPlaceholderGtk3 or 4) sees its
/// own declaration of them, which does not carry extensions made here.
public enum GLibFlags {
    /// `G_PARAM_READABLE`.
    public static var paramReadable: GParamFlags { .init(rawValue: numericCast(PTV_PARAM_READABLE)) }
    /// `G_PARAM_WRITABLE`.
    public static var paramWritable: GParamFlags { .init(rawValue: numericCast(PTV_PARAM_WRITABLE)) }
    /// `G_PARAM_EXPLICIT_NOTIFY`: `notify` only when the setter says so.
    public static var paramExplicitNotify: GParamFlags { .init(rawValue: numericCast(PTV_PARAM_EXPLICIT_NOTIFY)) }

    /// No flag: the handler runs before the class's default handler.
    public static var connectDefault: GConnectFlags { .init(rawValue: 0) }
    /// `G_CONNECT_AFTER`.
    public static var connectAfter: GConnectFlags { .init(rawValue: numericCast(PTV_CONNECT_AFTER)) }
    /// `G_CONNECT_SWAPPED`.
    public static var connectSwapped: GConnectFlags { .init(rawValue: numericCast(PTV_CONNECT_SWAPPED)) }

    /// `G_SIGNAL_MATCH_ID`.
    public static var matchID: GSignalMatchType { .init(rawValue: numericCast(PTV_SIGNAL_MATCH_ID)) }
    /// `G_SIGNAL_MATCH_DATA`.
    public static var matchData: GSignalMatchType { .init(rawValue: numericCast(PTV_SIGNAL_MATCH_DATA)) }
    /// `G_SIGNAL_MATCH_UNBLOCKED`.
    public static var matchUnblocked: GSignalMatchType { .init(rawValue: numericCast(PTV_SIGNAL_MATCH_UNBLOCKED)) }

    /// `G_TYPE_FLAG_FINAL`: no subclasses.
    public static var typeFinal: GTypeFlags { .init(rawValue: numericCast(PTV_TYPE_FLAG_FINAL)) }

    /// `G_APPLICATION_DEFAULT_FLAGS`.
    public static var applicationDefault: GApplicationFlags { .init(rawValue: 0) }
    /// `G_APPLICATION_NON_UNIQUE`: no single instance.
    public static var applicationNonUnique: GApplicationFlags {
        .init(rawValue: numericCast(PTV_APPLICATION_NON_UNIQUE))
    }

    /// The union of flags of one type.
    public static func union<Flags: RawRepresentable>(_ flags: Flags...) -> Flags
    where Flags.RawValue: FixedWidthInteger {
        Flags(rawValue: flags.reduce(0) { $0 | $1.rawValue })!
    }
}
