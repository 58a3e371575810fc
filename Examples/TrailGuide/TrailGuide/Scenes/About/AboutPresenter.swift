protocol AboutPresentationLogic {
    func presentAbout(response: AboutResponse)
}

final class AboutPresenter: AboutPresentationLogic {
    weak var viewController: AboutDisplayLogic?

    func presentAbout(response: AboutResponse) {
        viewController?.displayAbout(viewModel: AboutViewModel(title: "About"))
    }
}
