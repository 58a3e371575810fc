//
//  GlazeNotes.swift
//  Kilnside
//

import UIKit

protocol GlazeNotesViewInput: AnyObject {
    func show(glazes: [String])
}

final class GlazeNotesViewController: UITableViewController, GlazeNotesViewInput {
    var presenter: GlazeNotesPresenter!
    private var glazes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Glazes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "GlazeCell")
        presenter.viewDidLoad()
    }

    func show(glazes: [String]) {
        self.glazes = glazes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        glazes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "GlazeCell", for: indexPath)
        cell.textLabel?.text = glazes[indexPath.row]
        return cell
    }
}

final class GlazeNotesPresenter {
    weak var view: GlazeNotesViewInput?
    private let firing: Firing

    init(firing: Firing) {
        self.firing = firing
    }

    func viewDidLoad() {
        view?.show(glazes: firing.kind == "Glaze" ? ["Celadon, 2 dips", "Tenmoku over shino"] : [])
    }
}

enum GlazeNotesAssembly {
    static func assemble(firing: Firing) -> UIViewController {
        let view = GlazeNotesViewController()
        let presenter = GlazeNotesPresenter(firing: firing)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
