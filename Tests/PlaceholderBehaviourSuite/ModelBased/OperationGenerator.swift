import PlaceholderCore

/// Draws random `ModelOperation`s from a seed, independently of any state,
/// so that a seed alone reproduces a run and any sub-list still replays.
/// Cheap operations dominate; windows are created, resized and destroyed
/// rarely; every `pixelCheckInterval`-th operation compares pixels.
struct OperationGenerator {
    private var random: SplitMix64
    private var produced = 0
    /// One pixel comparison every this many operations.
    static let pixelCheckInterval = 200

    /// The first `count` operations of the run with `seed`.
    static func operations(seed: UInt64, count: Int) -> [ModelOperation] {
        var generator = OperationGenerator(random: SplitMix64(seed: seed))
        return (0..<count).map { _ in generator.next() }
    }

    /// The next operation.
    mutating func next() -> ModelOperation {
        produced += 1
        if produced % Self.pixelCheckInterval == 0 { return .checkPixels(view: random.below(2)) }
        var roll = random.below(Self.totalWeight)
        for (weight, kind) in Self.weights {
            if roll < weight { return make(kind) }
            roll -= weight
        }
        return .pump
    }

    /// The kinds of operation and their relative frequencies.
    private enum Kind: CaseIterable {
        case insert, delete, setText, type, backspace, compose, paste, cutAll, focus, preedit
        case setPlaceholder, setMarkup, focusBehavior, color, centered, naturalHeight, limit, returnKey
        case css, margins, justification, wrap, direction, resize
        case replaceBuffer, shareBuffer, mutateOrphan, dropWrapper, reattach, destroyView, destroyWindow, pump
    }

    /// How often each kind is drawn, relative to the others.
    private static let weights: [(Int, Kind)] = [
        (80, .insert), (120, .delete), (80, .setText), (25, .type), (20, .backspace), (8, .compose),
        (3, .paste), (6, .cutAll), (90, .focus), (60, .preedit),
        (70, .setPlaceholder), (40, .setMarkup), (40, .focusBehavior), (20, .color), (10, .centered),
        (4, .naturalHeight), (15, .limit), (8, .returnKey), (6, .css), (15, .margins), (12, .justification), (12, .wrap), (8, .direction),
        (2, .resize), (10, .replaceBuffer), (8, .shareBuffer), (10, .mutateOrphan), (25, .dropWrapper),
        (25, .reattach), (1, .destroyView), (1, .destroyWindow), (45, .pump),
    ]
    /// The sum of the weights.
    private static let totalWeight = weights.reduce(0) { $0 + $1.0 }

    /// A random operation of `kind` on a random slot.
    private mutating func make(_ kind: Kind) -> ModelOperation {
        let view = random.below(2)
        switch kind {
        case .insert: return .insert(view: view, at: random.below(64), text: text(maxPieces: 3))
        case .delete: return .delete(view: view, at: random.below(64), count: random.inRange(1...12))
        case .setText: return .setText(view: view, text: random.chance(60) ? "" : text(maxPieces: 6))
        case .type: return .type(view: view, at: random.below(64), text: typed())
        case .backspace: return .backspace(view: view, at: random.below(64))
        case .compose: return .compose(view: view, at: random.below(64), vowel: random.pick(["a", "e", "i", "o", "u"]))
        case .paste:
            return .paste(view: view, at: random.below(64), clip: random.chance(30) ? nil : text(maxPieces: 3))
        case .cutAll: return .cutAll(view: view)
        case .focus: return .focus(view: view, focused: random.chance(50))
        case .preedit:
            // Pre-edit text is brief: most emissions end it.
            return .preedit(view: view, text: random.chance(75) ? "" : random.pick(["compose", "ǎ", "か"]))
        case .setPlaceholder: return .setPlaceholder(view: view, text: random.pick(Self.placeholders))
        case .setMarkup:
            return random.chance(60)
                ? .setMarkup(view: view, markup: random.pick(Self.validMarkup), valid: true)
                : .setMarkup(view: view, markup: random.pick(Self.invalidMarkup), valid: false)
        case .focusBehavior:
            let behavior: PlaceholderFocusBehavior = random.chance(35) ? .hiddenWhileFocused
                : random.chance(50) ? .visibleUntilTyping : .matchingEntry
            return .setFocusBehavior(view: view, behavior: behavior)
        case .color: return .setColor(view: view, rgb: random.chance(30) ? nil : random.pick(Self.colors))
        case .centered: return .setCentered(view: view, centered: random.chance(50))
        case .naturalHeight: return .setNaturalHeight(view: view, on: random.chance(35))
        case .limit:
            return .setLimit(
                view: view, maxLength: random.pick([0, 0, 1, 3, 8, 20]), maxLines: random.pick([0, 0, 0, 1, 2, 3, 5]),
                warn: random.chance(25), counter: random.chance(30))
        case .returnKey: return .setReturn(view: view, activatesDefault: random.chance(50))
        case .css: return .setCSS(view: view, css: random.pick(Self.styles))
        case .margins: return .setMargins(view: view, left: margin(), right: margin(), top: margin(), bottom: margin())
        case .justification:
            return .setJustification(view: view, justification: random.pick([.left, .right, .center, .fill]))
        case .wrap: return .setWrap(view: view, wrap: random.pick([.none, .char, .word, .wordChar]))
        case .direction: return .setDirection(view: view, rightToLeft: random.chance(50))
        case .resize:
            return .resize(view: view, width: Int32(random.inRange(220...520)), height: Int32(random.inRange(120...320)))
        case .replaceBuffer: return .replaceBuffer(view: view, text: random.chance(60) ? "" : text(maxPieces: 2))
        case .shareBuffer: return .shareBuffer(from: view, to: 1 - view)
        case .mutateOrphan: return .mutateOrphanBuffer(text: random.chance(30) ? "" : text(maxPieces: 2))
        case .dropWrapper: return .dropWrapper(view: view)
        case .reattach: return .reattach(view: view)
        case .destroyView: return .destroyView(view: view, freshWrapper: random.chance(70))
        case .destroyWindow: return .destroyWindow(view: view, freshWrapper: random.chance(70))
        case .pump: return .pump
        }
    }

    /// A margin: often 0, else 1 to 30 pixels.
    private mutating func margin() -> Int32 { Int32(random.chance(40) ? 0 : random.inRange(1...30)) }

    /// One to `maxPieces` pieces of awkward text.
    private mutating func text(maxPieces: Int) -> String {
        (0..<random.inRange(1...maxPieces)).map { _ in random.pick(Self.pieces) }.joined()
    }

    /// What the keyboard can type here: ASCII letters, space and newline.
    private mutating func typed() -> String {
        String((0..<random.inRange(1...4)).map { _ in random.pick(Array("abcXYZ \n")) })
    }

    /// Text pieces: ASCII, newlines, a tab, precomposed and combining
    /// accents, a lone combining mark, an emoji and a ZWJ sequence, zero-width
    /// characters, CJK and Hebrew.
    static let pieces = [
        "a", "b", "Z", "xyz", " ", "\n", "\t", "é", "e\u{301}", "\u{301}", "😀", "👩‍💻", "\u{200B}", "\u{200D}",
        "ß", "中文", "שלום", "\u{FEFF}",
    ]

    /// Plain placeholders, including markup-looking text (drawn literally),
    /// blank and zero-width ones.
    static let placeholders = [
        "", "", "Placeholder", "<b>literal</b> & <i>", "Two\nlines", "שלום עולם", "👩‍💻 emoji ZWJ",
        "e\u{301}\u{301} combining", "   ", "\n\n", "\u{200B}zero\u{200B}width",
        String(repeating: "a long placeholder ", count: 40), "tab\there",
    ]

    /// Markup Pango accepts.
    static let validMarkup = [
        "<b>Bold</b> hint", "<i>it</i> &amp; <span foreground='#0000ff'>blue</span>",
        "<span size='x-large'>Big</span>\nsecond", "plain through markup", "<tt>mono</tt>",
    ]

    /// Markup Pango refuses, including a NUL that must not cut the rest off.
    static let invalidMarkup = [
        "<b>unterminated", "<nosuchtag>x</nosuchtag>", "a & b", "<span size='huge'>x</span>", "</i>",
        "ok\u{0}<b>", "<i>\u{0}</i>",
    ]

    /// Opaque custom colours, all far from white.
    static let colors: [[Double]] = [[0.8, 0.1, 0.1], [0.1, 0.5, 0.1], [0.2, 0.2, 0.7], [0, 0, 0]]

    /// Declarations for the view's own style sheet.
    static let styles = [
        "", "font: 15px Serif;", "font-size: 9px;", "font: bold 22px Sans; padding: 4px 9px;",
        "font-family: Monospace; border: 2px solid #888;",
    ]
}
