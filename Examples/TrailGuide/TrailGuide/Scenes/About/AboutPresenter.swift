protocol AboutPresentationLogic {
    func presentAbout(response: AboutResponse)
}

/// Gives the About screen its title.
final class AboutPresenter: AboutPresentationLogic {
    weak var viewController: AboutDisplayLogic?

    func presentAbout(response: AboutResponse) {
        viewController?.displayAbout(viewModel: AboutViewModel(title: "About"))
    }
}
