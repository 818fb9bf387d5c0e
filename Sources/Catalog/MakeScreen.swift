import HeadlessUI
import MVC
import MVP
import MVVMClosures
import MVVMObservation
import MVVMReactive
import Model
import Unidirectional
import VIPER

/// Builds `feature`'s screen in `architecture` over `environment`: the one entry point the demo, the benchmarks and
/// the acceptance tests use, so that they drive every style through exactly the same door.
///
/// Each architecture assembles itself its own way — a view controller's initialiser for MVC, MVP and the MVVMs,
/// a module builder for VIPER — and this function only picks the door. The greeting screen greets
/// `environment.person`; the search screen pushes this style's results screen.
@MainActor
public func makeScreen(_ feature: Feature, architecture: Architecture, environment: AppEnvironment) -> ViewController {
    switch (feature, architecture) {
    case (.greeting, .mvc): MVC.GreetingViewController(person: environment.person, environment: environment)
    case (.greeting, .mvp): MVP.GreetingViewController(person: environment.person, environment: environment)
    case (.greeting, .mvvmClosures):
        MVVMClosures.GreetingViewController(person: environment.person, environment: environment)
    case (.greeting, .mvvmReactive):
        MVVMReactive.GreetingViewController(person: environment.person, environment: environment)
    case (.greeting, .viper): VIPER.GreetingModule.build(person: environment.person, environment: environment)
    case (.greeting, .mvvmObservation):
        MVVMObservation.GreetingViewController(person: environment.person, environment: environment)
    case (.greeting, .unidirectional):
        Unidirectional.GreetingViewController(person: environment.person, environment: environment)
    case (.login, .mvc): MVC.LoginViewController(environment: environment)
    case (.login, .mvp): MVP.LoginViewController(environment: environment)
    case (.login, .mvvmClosures): MVVMClosures.LoginViewController(environment: environment)
    case (.login, .mvvmReactive): MVVMReactive.LoginViewController(environment: environment)
    case (.login, .viper): VIPER.LoginModule.build(environment: environment)
    case (.login, .mvvmObservation): MVVMObservation.LoginViewController(environment: environment)
    case (.login, .unidirectional): Unidirectional.LoginViewController(environment: environment)
    case (.search, .mvc): MVC.SearchViewController(environment: environment)
    case (.search, .mvp): MVP.SearchViewController(environment: environment)
    case (.search, .mvvmClosures): MVVMClosures.SearchViewController(environment: environment)
    case (.search, .mvvmReactive): MVVMReactive.SearchViewController(environment: environment)
    case (.search, .viper): VIPER.SearchModule.build(environment: environment)
    case (.search, .mvvmObservation): MVVMObservation.SearchViewController(environment: environment)
    case (.search, .unidirectional): Unidirectional.SearchViewController(environment: environment)
    }
}

/// Builds the results screen of `results` in `architecture` over `environment`, alone — the screen a successful
/// search pushes — for the acceptance tests and the benchmarks, which need it without a search first.
@MainActor
public func makeResultsScreen(
    _ results: FlickrSearchResults,
    architecture: Architecture,
    environment: AppEnvironment
) -> ViewController {
    switch architecture {
    case .mvc: MVC.ResultsViewController(results: results, environment: environment)
    case .mvp: MVP.ResultsViewController(results: results, environment: environment)
    case .mvvmClosures: MVVMClosures.ResultsViewController(results: results, environment: environment)
    case .mvvmReactive: MVVMReactive.ResultsViewController(results: results, environment: environment)
    case .viper: VIPER.ResultsModule.build(results: results, environment: environment)
    case .mvvmObservation: MVVMObservation.ResultsViewController(results: results, environment: environment)
    case .unidirectional: Unidirectional.ResultsViewController(results: results, environment: environment)
    }
}
