import Foundation

struct MuseumMenuRow {
    let key: String
    let title: String
    let symbolName: String
}

protocol MuseumMenuViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRow(at index: Int)
}

final class MuseumMenuPresenter: MuseumMenuViewOutput {

    weak var view: MuseumMenuViewInput?
    private let interactor: MuseumMenuInteractorInput
    private let actions: [String: () -> Void]
    private let rows = [
        MuseumMenuRow(key: "tickets", title: "Buy tickets", symbolName: "ticket"),
        MuseumMenuRow(key: "floorMap", title: "Floor map", symbolName: "map"),
        MuseumMenuRow(key: "website", title: "Visit our website", symbolName: "safari")
    ]

    init(interactor: MuseumMenuInteractorInput, actions: [String: () -> Void]) {
        self.interactor = interactor
        self.actions = actions
    }

    func viewDidLoad() {
        view?.show(rows: rows, footer: interactor.openingHours(on: Date()))
    }

    func didSelectRow(at index: Int) {
        let key = rows[index].key
        actions[key]?()
    }
}
