import Foundation

/// Kind `preset-consistency`: a theme's own scales must say what they mean. A preset whose name states a value
/// (`threePoint`) must have it; two current presets of one scale must not share a value (an alias is marked
/// deprecated); and presets named by size (`small` < `regular` < `large`) or by count (`one` < `two`) must grow
/// with their names. Deprecated presets are left out; built-in scales are not judged. One finding per preset. A
/// theme's colour variants keep their states with their colours (`PresetConsistencyRule+States.swift`).
struct PresetConsistencyRule: RuleKind {
    let description: RuleDescription
    let options: NoOptions

    static let description = RuleDescription(
        id: "preset-consistency", name: "InconsistentPreset", kind: "preset-consistency",
        summary: "A preset's value disagrees with its name, duplicates another preset, or breaks its scale's order; a "
            + "colour's state is left as another theme variant's.",
        details: "For each scale a theme defines (Swift presets such as `W3WLineThickness`, a theme's `scales`): a preset "
            + "whose name states a value in points (`threePoint`, `4pt`) must have that value; two presets that are not "
            + "deprecated must not have the same value (keep one, mark the other `@available(*, deprecated, renamed:)`; two of "
            + "Apple's text styles with one default size, such as headline and body at 17, excepted); "
            + "presets named by size (extraSmall < small < medium/regular < large < extraLarge) or by count (half < one "
            + "< two …) must be ascending. Deprecated presets, `circle` and `oval` are left out. Properties: `preset`, "
            + "`kind`, `value`, `problem` (`stated-value`, `duplicate`, `order`, `state`), and `expected` or `other`. "
            + "Colours too, where a theme is written as one type per brand or appearance with the same roles "
            + "(`DayTheme.Colors`, `SunsetTheme.Colors`, in any folder of the run): a type that changes a colour (`action`) "
            + "but keeps another's value for its hovered, pressed or highlighted state (`actionHover`, `actionPressedFill`), "
            + "where that state looks like its colour there (both grey, or one hue) and not here, was copied and not "
            + "finished; a translucent state, one at black or white (emphasis) and a deprecated type are not judged.",
        help: "Give the preset the value its name states, rename it, or mark the older of two equal presets deprecated; give a "
            + "colour's hovered or pressed state a shade of that colour.",
        severity: .warning,
        kindSummary: "A theme's presets agree with their names and with each other.",
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for theme in model.themes {
            for kind in theme.scales.keys.sorted() {
                guard let scale = theme.scales[kind], !scale.isBuiltIn, !scale.isGathered else { continue }
                findings += check(scale)
            }
        }
        findings += stateFindings(model)
        return findings
    }

    /// Words that name an edge or axis: `hInset` and `vInset` are two settings, not two names for one preset.
    static let axisWords: Set<String> = ["h", "v", "x", "y", "horizontal", "vertical", "top", "bottom", "left", "right",
                                         "leading", "trailing", "width", "height"]

    /// Whether two presets of one scale are alternatives, so that equal values make one redundant: they belong to the
    /// same type (`Typography.caption` and `DNANumberType.Font.small` do not) and differ in more than an axis.
    static func areAlternatives(_ a: String, _ b: String) -> Bool {
        func split(_ name: String) -> (owner: Substring, words: [String]) {
            let dot = name.lastIndex(of: ".")
            let last = dot.map { name[name.index(after: $0)...] } ?? Substring(name)
            let words = ASCIIWords.split(String(last), digitsInWords: true) ?? [String(last)]
            return (dot.map { name[..<$0] } ?? "", words.filter { !axisWords.contains($0) })
        }
        let (left, right) = (split(a), split(b))
        // `none` is the scale's "no value", not an alternative to the preset that happens to be 0 (`W3WFontWeight.regular`).
        guard left.words != ["none"], right.words != ["none"] else { return false }
        return left.owner == right.owner && left.words != right.words
    }

    /// Two of Apple's text styles that have one size by default (`headline` and `body`, 17 pt, told apart by weight).
    static func shareAppleSize(_ a: String, _ b: String) -> Bool {
        func size(_ name: String) -> Double? { AppleTextStyles.defaults[String(name.split(separator: ".").last ?? "")]?.size }
        guard let left = size(a), let right = size(b) else { return false }
        return left == right
    }

    /// The current presets with a finite value and a location, in declaration order.
    private func check(_ scale: Scale) -> [Finding] {
        let entries = scale.allowedEntries.compactMap { entry -> (entry: Scale.Entry, value: Double, location: SourceLocation)? in
            guard let value = entry.value.points, value.isFinite, let location = entry.location else { return nil }
            return (entry, value, location)
        }
        var findings: [Finding] = []
        var reported: Set<String> = []
        func report(_ entry: Scale.Entry, _ location: SourceLocation, _ message: String, _ extra: [(String, PropertyValue)]) {
            guard reported.insert(entry.name).inserted else { return }
            findings.append(finding("\(scale.kind) `\(entry.name)` \(message)", at: location,
                                    [("preset", .string(entry.name)), ("kind", .string(scale.kind)), ("value", entry.value.propertyValue)] + extra))
        }
        for (entry, value, location) in entries {
            if let stated = Self.statedValue(entry.name), !samePoints(stated, value) {
                report(entry, location, "is \(formatNumber(value)), but its name says \(formatNumber(stated))",
                       [("problem", .string("stated-value")), ("expected", .number(stated))])
            }
        }
        for (index, (entry, value, location)) in entries.enumerated() {
            if let earlier = entries[..<index].first(where: { samePoints($0.value, value) && Self.areAlternatives($0.entry.name, entry.name) }),
               !(scale.kind == "fontSize" && Self.shareAppleSize(earlier.entry.name, entry.name))
            {
                report(entry, location, "has the same value (\(formatNumber(value))) as `\(earlier.entry.name)`; "
                    + "one of them should be marked a deprecated alias",
                    [("problem", .string("duplicate")), ("other", .string(earlier.entry.name))])
            }
        }
        // Weights are no sizes: UIKit's are signed around `regular` 0, which a `none` of 0 does not undercut.
        for ranking in scale.kind == "fontWeight" ? [] : [Self.sizeRank, Self.countRank] {
            let ranked = entries.compactMap { item in ranking(item.entry.name).map { (item, $0) } }
            guard ranked.count >= 2 else { continue }
            for (item, rank) in ranked {
                // The largest preset whose name says it is smaller must be below this one.
                guard let smaller = ranked.filter({ $0.1 < rank }).max(by: { $0.0.value < $1.0.value }),
                      smaller.0.value >= item.value else { continue }
                report(item.entry, item.location, "is \(formatNumber(item.value)), not larger than `\(smaller.0.entry.name)` "
                    + "(\(formatNumber(smaller.0.value))), though its name says it is larger",
                    [("problem", .string("order")), ("other", .string(smaller.0.entry.name))])
            }
        }
        return findings
    }

    /// The words of a camelCase or separated name, lowercased (`extraLarge` → extra, large; `4pt` → 4, pt).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            let boundary = !character.isLetter && !character.isNumber
                || (character.isUppercase && previous.map { $0.isLowercase || $0.isNumber } == true)
                || (character.isNumber != (previous?.isNumber ?? character.isNumber))
            if boundary, !current.isEmpty { words.append(current.lowercased()); current = "" }
            if character.isLetter || character.isNumber { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    static let numberWords = ["zero": 0.0, "half": 0.5, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                              "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "sixteen": 16, "twenty": 20]
    static let unitWords: Set<String> = ["point", "points", "pt", "px", "dp"]

    /// `threePoint` → 3, `spacing4pt` → 4: a number followed by a unit of length; nil when the name states none.
    static func statedValue(_ name: String) -> Double? {
        let words = words(name)
        for (index, word) in words.enumerated().dropLast() where unitWords.contains(words[index + 1]) {
            if let number = numberWords[word] ?? Double(word) { return number }
        }
        return nil
    }

    /// none < extraExtraSmall < extraSmall < small < medium = regular < large < extraLarge < extraExtraLarge.
    static func sizeRank(_ name: String) -> Int? {
        let words = words(name)
        if words == ["none"] { return -100 }
        guard let last = words.last, words.dropLast().allSatisfy({ $0 == "extra" }) else { return nil }
        let extra = words.count - 1
        switch last {
        case "small": return -1 - extra
        case "medium", "regular": return extra == 0 ? 0 : nil
        case "large": return 1 + extra
        default: return nil
        }
    }

    /// none < half < one < two …, for names that are a count alone (`W3WMargin.two`).
    static func countRank(_ name: String) -> Int? {
        if name == "none" { return -100 }
        return numberWords[name].map { Int($0 * 2) }
    }

    static var triggeringExamples: [RuleExample] {
        [
            RuleExample("""
            extension W3WLineThickness {
              static let twoPoint: W3WLineThickness = 2.0
              static let ↓threePoint: W3WLineThickness = 2.0
            }
            """, file: "Thickness.swift", messages: ["lineThickness `threePoint` is 2, but its name says 3"]),
            RuleExample("""
            extension W3WCornerRadius {
              static let small: W3WCornerRadius = 8.0
              static let ↓soft: W3WCornerRadius = 8.0
              static let ↓large: W3WCornerRadius = 6.0
            }
            """, file: "Radius.swift", messages: [
                "cornerRadius `soft` has the same value (8) as `small`; one of them should be marked a deprecated alias",
                "cornerRadius `large` is 6, not larger than `small` (8), though its name says it is larger",
            ]),
            RuleExample(brandsExample(sunsetHover: "let ↓actionHover = UIColor(hex: \"#23252A\")"), file: "Themes.swift", messages: [
                "colour `SunsetTheme.Colors.actionHover` #23252A keeps `DayTheme.Colors`'s value, though `action` is #D96C21 here and #0B0C0F "
                    + "there: a grey hover state of a tinted colour",
            ]),
        ]
    }

    /// Two brands of one theme, the second's hover as given.
    private static func brandsExample(sunsetHover: String) -> String {
        """
        final class DayTheme {
          final class Colors: ThemeColors {
            let surface = UIColor(hex: "#FFFFFF")
            let text = UIColor(hex: "#0B0C0F")
            let textSecondary = UIColor(hex: "#585B62")
            let link = UIColor(hex: "#2F6FEA")
            let border = UIColor(hex: "#C9CAD0")
            let divider = UIColor(hex: "#E4E4E7")
            let action = UIColor(hex: "#0B0C0F")
            let actionHover = UIColor(hex: "#23252A")
          }
        }
        final class SunsetTheme {
          final class Colors: ThemeColors {
            let surface = UIColor(hex: "#FFEDD5")
            let text = UIColor(hex: "#431407")
            let textSecondary = UIColor(hex: "#7C2D12")
            let link = UIColor(hex: "#9A3412")
            let border = UIColor(hex: "#FDBA74")
            let divider = UIColor(hex: "#FED7AA")
            let action = UIColor(hex: "#D96C21")
            \(sunsetHover)
          }
        }
        """
    }

    static var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample("""
            extension W3WCornerRadius {
              static let small: W3WCornerRadius = 8.0
              static let large: W3WCornerRadius = 16.0
              @available(*, deprecated, renamed: "small")
              static let soft: W3WCornerRadius = 8.0
              static let oval = W3WCornerRadius(floatLiteral: .infinity)
              static let circle = W3WCornerRadius(floatLiteral: .nan)
            }
            """, file: "Radius.swift"),
            RuleExample(brandsExample(sunsetHover: "let actionHover = UIColor(hex: \"#B85A1B\")"), file: "Themes.swift"),
        ]
    }
}
