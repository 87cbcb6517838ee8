extension PlaceholderDirection {
    /// The strong direction of `text`: that of its first character of a
    /// strong direction (a letter), or nil when it has none (digits,
    /// punctuation, spaces, emoji only). This is the Unicode bidirectional
    /// algorithm's rule P2 for a paragraph, with the right-to-left blocks
    /// (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
    /// presentation forms, and the historic right-to-left scripts) as the
    /// right-to-left letters and every other alphabetic character as
    /// left-to-right. Explicit marks are honoured (U+200E, U+200F, U+061C).
    public static func strongDirection(of text: String) -> PlaceholderDirection? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x200E: return .leftToRight
            case 0x200F, 0x061C: return .rightToLeft
            default: break
            }
            if isRightToLeftLetter(scalar) { return .rightToLeft }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return nil
    }

    private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let rtlRanges: [ClosedRange<UInt32>] = [
            0x0590...0x05FF, 0x0600...0x07BF, 0x07C0...0x085F, 0x0860...0x08FF,
            0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
        ]
        guard rtlRanges.contains(where: { $0.contains(value) }) else { return false }
        // Arabic-Indic digits and marks are not strong letters.
        if (0x0660...0x0669).contains(value) || (0x06F0...0x06F9).contains(value) { return false }
        return scalar.properties.isAlphabetic
    }
}
