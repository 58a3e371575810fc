protocol FilterPresentationLogic {
    func presentFilter(response: FilterResponse)
}

final class FilterPresenter: FilterPresentationLogic {
    weak var viewController: FilterDisplayLogic?

    func presentFilter(response: FilterResponse) {
        viewController?.displayFilter(viewModel: FilterViewModel(title: "Filter"))
    }
}
