extension RecentSearch {
    /// The recent-searches row's text: "<text> (<total>)", the total comma-grouped: "cats (12,345)".
    public var rowText: String {
        "\(text) (\(groupedNumber(totalResults)))"
    }
}
