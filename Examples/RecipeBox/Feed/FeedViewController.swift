//
//  FeedViewController.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import UIKit

/// Lists the popular recipes with pull to refresh and opens a recipe when its row is tapped.
final class FeedViewController: UIViewController {

    private let presenter: FeedPresenterInterface
    private var recipes: [FeedEntity] = []
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()

    init(presenter: FeedPresenterInterface) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        title = "Recipes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 88
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(FeedRecipeCell.self, forCellReuseIdentifier: FeedRecipeCell.reuseID)
        refreshControl.addTarget(self, action: #selector(handleRefresh), for: .valueChanged)
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
        presenter.viewDidLoad()
    }

    @objc private func handleRefresh() {
        presenter.didPullToRefresh()
    }
}

extension FeedViewController: FeedViewInterface {

    func showRecipes(_ recipes: [FeedEntity]) {
        self.recipes = recipes
        tableView.reloadData()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? refreshControl.beginRefreshing() : refreshControl.endRefreshing()
    }

    func showError(message: String) {
        let alert = UIAlertController(title: "Couldn't load recipes", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension FeedViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedRecipeCell.reuseID, for: indexPath)
        (cell as? FeedRecipeCell)?.configure(with: recipes[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRecipe(at: indexPath.row)
    }
}
