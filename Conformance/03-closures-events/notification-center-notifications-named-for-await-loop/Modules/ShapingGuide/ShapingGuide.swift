//
//  ShapingGuide.swift
//  Levain
//

import UIKit

protocol ShapingGuideViewInput: AnyObject {
    func show(title: String, steps: [String])
}

final class ShapingGuideViewController: UITableViewController, ShapingGuideViewInput {
    var presenter: ShapingGuidePresenter!
    private var steps: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StepCell")
        presenter.viewDidLoad()
    }

    func show(title: String, steps: [String]) {
        self.title = title
        self.steps = steps
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        steps.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "StepCell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row + 1). \(steps[indexPath.row])"
        cell.textLabel?.numberOfLines = 0
        return cell
    }
}

final class ShapingGuidePresenter {
    weak var view: ShapingGuideViewInput?
    private let loafName: String

    init(loafName: String) {
        self.loafName = loafName
    }

    func viewDidLoad() {
        view?.show(title: "Shape: \(loafName)",
                   steps: ["Tip the dough out gently", "Pre-shape and bench rest 20 min", "Final shape, seam up into the banneton"])
    }
}

enum ShapingGuideBuilder {
    static func build(loafName: String) -> UIViewController {
        let view = ShapingGuideViewController()
        let presenter = ShapingGuidePresenter(loafName: loafName)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
