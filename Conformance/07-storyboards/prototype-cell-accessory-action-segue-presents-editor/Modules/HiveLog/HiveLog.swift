//
//  HiveLog.swift
//  Apiary
//

import UIKit

final class HiveLogViewController: UITableViewController {
    var presenter: HiveLogPresenter!
    private var inspections: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        HiveLogConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(title: String, inspections: [String]) {
        self.title = title
        self.inspections = inspections
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        inspections.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "InspectionCell", for: indexPath)
        cell.textLabel?.text = inspections[indexPath.row]
        return cell
    }
}

final class HiveLogPresenter {
    weak var view: HiveLogViewController?
    private var hive: Hive?

    func configure(with hive: Hive) {
        self.hive = hive
    }

    func viewDidLoad() {
        guard let hive else { return }
        view?.show(title: hive.name, inspections: hive.inspections)
    }
}

enum HiveLogConfigurator {
    static func configure(_ viewController: HiveLogViewController) {
        let presenter = HiveLogPresenter()
        presenter.view = viewController
        viewController.presenter = presenter
    }
}
