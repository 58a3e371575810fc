//
//  Beans.swift
//  Crema
//

import UIKit

struct Bean {
    let slug: String
    let origin: String
    let roast: String
}

// MARK: - Contracts

protocol BeansViewInput: AnyObject {
    func display(_ beans: [Bean])
}

protocol BeansViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectBean(at index: Int)
}

protocol BeansRouterInput: AnyObject {
    func openBean(slug: String)
}

// MARK: - View

final class BeansViewController: UITableViewController, BeansViewInput {

    var output: BeansViewOutput!
    private var beans: [Bean] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week's roasts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BeanCell")
        output.viewDidLoad()
    }

    func display(_ beans: [Bean]) {
        self.beans = beans
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beans.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BeanCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = beans[indexPath.row].origin
        content.secondaryText = beans[indexPath.row].roast
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectBean(at: indexPath.row)
    }
}

// MARK: - Presenter

final class BeansPresenter: BeansViewOutput {

    weak var view: BeansViewInput?
    private let interactor: BeansInteractor
    private let router: BeansRouterInput
    private var beans: [Bean] = []

    init(interactor: BeansInteractor, router: BeansRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        beans = interactor.currentRoasts()
        view?.display(beans)
    }

    func didSelectBean(at index: Int) {
        router.openBean(slug: beans[index].slug)
    }
}

// MARK: - Interactor

final class BeansInteractor {

    func currentRoasts() -> [Bean] {
        [
            Bean(slug: "ethiopia-guji", origin: "Ethiopia, Guji", roast: "Light"),
            Bean(slug: "colombia-huila", origin: "Colombia, Huila", roast: "Medium"),
            Bean(slug: "sumatra-gayo", origin: "Sumatra, Gayo", roast: "Dark")
        ]
    }
}

// MARK: - Router

final class BeansRouter: BeansRouterInput {

    weak var viewController: UIViewController?

    func openBean(slug: String) {
        viewController?.navigationController?.pushViewController(BeanDetailBuilder.build(slug: slug), animated: true)
    }
}

// MARK: - Builder

enum BeansBuilder {

    static func build() -> UIViewController {
        let view = BeansViewController()
        let router = BeansRouter()
        let presenter = BeansPresenter(interactor: BeansInteractor(), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
