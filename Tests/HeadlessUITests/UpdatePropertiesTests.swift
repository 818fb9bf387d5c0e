import HeadlessUI
import Testing

/// `ViewController.updateProperties()`: run inside Observation tracking after the view loads, and again — once, with
/// the new values — at the next flush point after anything it read changes, as UIKit does from iOS 26.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UpdatePropertiesTests {
    @Test("the first pass runs when the view loads, right after viewDidLoad")
    func firstPassRunsAfterViewDidLoad() {
        var calls: [String] = []

        _ = Window(
            rootViewController: ScreenStub(
                build: { _ in calls.append("viewDidLoad") },
                update: { _ in calls.append("updateProperties") }
            ))

        #expect(calls == ["viewDidLoad", "updateProperties"])
    }

    @Test("a change to what the pass read runs it again at the next flush point, reading the value stored")
    func changeRunsThePassAgainWithTheNewValue() throws {
        let model = CounterModel()
        let (window, screen, label) = makeCountScreen(showing: model)

        model.count = 1
        let shownBeforeFlush = label.text

        #expect(try window.label("count").text == "1")
        #expect(shownBeforeFlush == "0")
        #expect(screen.updatePropertiesCount == 2)
    }

    @Test("each pass tracks afresh what it reads, so every later change is seen too")
    func everyPassTracksAfresh() throws {
        let model = CounterModel()
        let (window, screen, _) = makeCountScreen(showing: model)

        model.count = 1
        _ = try window.label("count")
        model.count = 2

        #expect(try window.label("count").text == "2")
        #expect(screen.updatePropertiesCount == 3)
    }

    @Test("several changes and requests before a flush point make one pass, which shows the last values")
    func changesAreCoalesced() throws {
        let model = CounterModel()
        let (window, screen, _) = makeCountScreen(showing: model)

        model.count = 1
        model.count = 2
        model.count = 3
        screen.setNeedsUpdateProperties()
        screen.setNeedsUpdateProperties()

        #expect(try window.label("count").text == "3")
        #expect(screen.updatePropertiesCount == 2)
    }

    @Test("a property read outside updateProperties is never tracked: changing it runs no pass")
    func readsOutsideThePassAreNotTracked() throws {
        let model = CounterModel(text: "first")
        let title = Label(identifier: "title")
        let screen = ScreenStub(
            build: { screen in
                title.text = model.text
                screen.view.addSubview(title)
            },
            update: { _ in _ = model.count }
        )
        let window = Window(rootViewController: screen)

        model.text = "second"

        #expect(try window.label("title").text == "first")
        #expect(screen.updatePropertiesCount == 1)
    }

    @Test("setNeedsUpdateProperties runs the pass at the next flush point, for state Observation cannot see")
    func setNeedsUpdatePropertiesRunsThePass() throws {
        let counter = PlainCounter()
        let label = Label(identifier: "count")
        let screen = ScreenStub(
            build: { $0.view.addSubview(label) },
            update: { _ in label.text = "\(counter.count)" }
        )
        let window = Window(rootViewController: screen)

        counter.count = 5
        let shownWithoutRequest = try window.label("count").text
        screen.setNeedsUpdateProperties()

        #expect(shownWithoutRequest == "0")
        #expect(try window.label("count").text == "5")
    }

    @Test("a controller outside any window runs its pending pass on updatePropertiesIfNeeded(), not at flush points")
    func controllerOutsideAWindowUpdatesWhenAsked() {
        let model = CounterModel()
        let label = Label()
        let screen = ScreenStub(
            build: { $0.view.addSubview(label) },
            update: { _ in label.text = "\(model.count)" }
        )
        screen.loadViewIfNeeded()
        let otherWindow = Window(rootViewController: ScreenStub())

        model.count = 1
        _ = otherWindow.render()
        let shownAfterAFlush = label.text
        screen.updatePropertiesIfNeeded()

        #expect(shownAfterAFlush == "0")
        #expect(label.text == "1")
        #expect(screen.updatePropertiesCount == 2)
    }

    @Test("a change made off the main actor shows once the window settles")
    func changeOffTheMainActorShowsAfterSettle() async {
        let counter = LockedCounter()
        let label = Label()
        let window = Window(
            rootViewController: ScreenStub(
                build: { $0.view.addSubview(label) },
                update: { _ in label.text = "\(counter.count)" }
            ))

        await Task.detached { counter.count = 7 }.value
        await window.settle()

        #expect(label.text == "7")
    }

    /// A window on a screen whose pass shows `model.count` in the label `count`; the label is returned so a test can
    /// read it without a look-up (which would run the pending passes first).
    private func makeCountScreen(showing model: CounterModel) -> (Window, ScreenStub, Label) {
        let label = Label(identifier: "count")
        let screen = ScreenStub(
            build: { $0.view.addSubview(label) },
            update: { _ in label.text = "\(model.count)" }
        )
        return (Window(rootViewController: screen), screen, label)
    }
}
