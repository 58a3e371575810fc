protocol PreferencesPresentationLogic {
    func presentPreferences(response: PreferencesResponse)
}

/// Gives the preferences tab its title.
final class PreferencesPresenter: PreferencesPresentationLogic {
    weak var viewController: PreferencesDisplayLogic?

    func presentPreferences(response: PreferencesResponse) {
        viewController?.displayPreferences(viewModel: PreferencesViewModel(title: "Preferences"))
    }
}
