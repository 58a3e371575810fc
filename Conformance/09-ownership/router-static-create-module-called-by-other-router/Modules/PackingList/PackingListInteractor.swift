import Foundation

class PackingListInteractor: PackingListInteractorInputProtocol {

    weak var presenter: PackingListInteractorOutputProtocol?
    private var items: [PackingItem] = []

    func loadItems(for trip: Trip) {
        var names = ["Passport", "Chargers", "Toothbrush"]
        names.append("\(trip.nights) pairs of socks")
        if trip.destination == "Lofoten" {
            names.append("Rain shell")
        }
        items = names.map { PackingItem(name: $0, packed: false) }
        presenter?.itemsChanged(items)
    }

    func toggleItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].packed.toggle()
        presenter?.itemsChanged(items)
    }
}
