//
//  PackingList.swift
//  Wayfarer
//

import UIKit

// MARK: - View

final class PackingListViewController: UITableViewController {

    var presenter: PackingListPresenter!
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
        items = presenter.items()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class PackingListPresenter {

    private let trip: Trip

    init(trip: Trip) {
        self.trip = trip
    }

    func items() -> [String] {
        var list = ["Passport", "Chargers", "Toothbrush"]
        list.append("\(trip.nights + 1) pairs of socks")
        if trip.destination == "Tromsø" {
            list.append("Thermal layers")
        }
        return list
    }
}

// MARK: - Builder

enum PackingListBuilder {

    static func build(trip: Trip) -> UIViewController {
        let view = PackingListViewController()
        view.presenter = PackingListPresenter(trip: trip)
        return view
    }
}
