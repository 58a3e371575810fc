protocol FilterPresentationLogic {
    func presentFilter(response: FilterResponse)
}

/// Gives the filter screen its title.
final class FilterPresenter: FilterPresentationLogic {
    weak var viewController: FilterDisplayLogic?

    func presentFilter(response: FilterResponse) {
        viewController?.displayFilter(viewModel: FilterViewModel(title: "Filter"))
    }
}
