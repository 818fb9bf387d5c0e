/// `count` with a comma between every three digits — "12,345", "1,000", "999" — whatever the machine's locale:
/// the app's texts are English, so a German or Indian grouping would be wrong in them. Built by hand, so no
/// formatter reads the locale.
func groupedNumber(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 {
            grouped.append(",")
        }
        grouped.append(digit)
    }
    return count < 0 ? "-" + grouped : grouped
}
