import Foundation

final class PastryPresenter {
    weak var view: PastryViewInput?
    private let pastry: Pastry

    init(pastry: Pastry) {
        self.pastry = pastry
    }

    func viewDidLoad() {
        view?.display(name: pastry.name, price: pastry.priceText)
    }
}
