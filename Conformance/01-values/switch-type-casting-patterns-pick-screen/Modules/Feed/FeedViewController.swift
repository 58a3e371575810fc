//
//  FeedViewController.swift
//  Beetroot
//

import UIKit

protocol FeedDisplayLogic: AnyObject {
    func displayFeed(headlines: [String])
}

final class FeedViewController: UITableViewController, FeedDisplayLogic {
    var interactor: FeedBusinessLogic?
    var router: (FeedRoutingLogic & FeedDataPassing)?
    private var headlines: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = FeedInteractor()
        let presenter = FeedPresenter()
        let router = FeedRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        interactor?.fetchFeed()
    }

    func displayFeed(headlines: [String]) {
        self.headlines = headlines
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = headlines[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        interactor?.selectItem(at: indexPath.row)
        router?.routeToSelectedItem()
    }
}
