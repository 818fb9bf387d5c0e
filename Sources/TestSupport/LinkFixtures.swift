import Model

/// The links every navigation suite opens, written once (N2–N5): the Model's `DeepLinkTests` parse many more.
public enum LinkFixtures {
    /// The text the search link carries: ``SearchFixtures/text``, so the search suites' results answer it.
    public static let searchText = SearchFixtures.text

    /// `photos://search?text=tatras`, as a string the system would hand over.
    public static let search = DeepLink.search(text: searchText).link

    /// `photos://search`: Search, empty.
    public static let emptySearch = DeepLink.search(text: "").link

    /// `photos://greeting`: the greeting alone.
    public static let greeting = DeepLink.greeting.link

    /// A search link whose text has three characters: Go stays disabled for it (S1), so it searches nothing.
    public static let shortSearchText = "cat"

    /// `photos://search?text=cat`.
    public static let shortSearch = DeepLink.search(text: shortSearchText).link

    /// One link of each kind the app does not know (N5): another scheme, another host, an unknown path, broken
    /// percent-encoding, a control character, a text over 200 characters.
    public static let unknown = [
        "https://search?text=tatras",
        "photos://results?text=tatras",
        "photos://search/extra?text=tatras",
        "photos://search?text=%E2%82",
        "photos://search?text=tat%0Aras",
        "photos://search?text=" + String(repeating: "a", count: 201),
    ]

    /// The toast a link the app does not know shows.
    public static let cannotOpen = AppTexts.cannotOpenLink
}
