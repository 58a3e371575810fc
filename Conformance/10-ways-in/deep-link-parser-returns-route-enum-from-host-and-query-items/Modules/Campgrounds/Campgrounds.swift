//
//  Campgrounds.swift
//  Tentpeg
//

import UIKit

struct CampgroundSummary {
    let id: String
    let name: String
    let freePitches: Int
}

final class CampgroundsViewController: UITableViewController {
    var presenter: CampgroundsPresenter!
    private var rows: [CampgroundSummary] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Campgrounds"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        presenter.viewDidLoad()
    }

    func show(_ rows: [CampgroundSummary]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(rows[indexPath.row].name) · \(rows[indexPath.row].freePitches) free"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(rows[indexPath.row])
    }
}

final class CampgroundsPresenter {
    weak var view: CampgroundsViewController?
    var onSelect: ((String) -> Void)?
    private let interactor: CampgroundsInteractor

    init(interactor: CampgroundsInteractor) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(interactor.nearby())
    }

    func didSelect(_ campground: CampgroundSummary) {
        onSelect?(campground.id)
    }
}

final class CampgroundsInteractor {
    func nearby() -> [CampgroundSummary] {
        [CampgroundSummary(id: "lakeside", name: "Lakeside Meadow", freePitches: 12),
         CampgroundSummary(id: "pinecrest", name: "Pinecrest Woods", freePitches: 3)]
    }
}

enum CampgroundsBuilder {
    static func build(onSelect: @escaping (String) -> Void) -> UIViewController {
        let view = CampgroundsViewController()
        let presenter = CampgroundsPresenter(interactor: CampgroundsInteractor())
        presenter.view = view
        presenter.onSelect = onSelect
        view.presenter = presenter
        return view
    }
}
