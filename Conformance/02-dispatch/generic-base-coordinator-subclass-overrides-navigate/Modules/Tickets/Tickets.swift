import UIKit

final class TicketsViewController: UITableViewController {

    var presenter: TicketsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tickets"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapClose()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pass")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.passes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pass", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.passes[indexPath.row].name
        content.secondaryText = "€\(presenter.passes[indexPath.row].priceEuros)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPass(at: indexPath.row)
    }
}

final class TicketsPresenter {

    let passes: [Pass]
    private weak var coordinator: Coordinator<TicketsRoute>?

    init(passes: [Pass], coordinator: Coordinator<TicketsRoute>) {
        self.passes = passes
        self.coordinator = coordinator
    }

    func didSelectPass(at index: Int) {
        coordinator?.navigate(to: .checkout(passes[index]))
    }

    func didTapClose() {
        coordinator?.navigate(to: .close)
    }
}

enum TicketsBuilder {

    static func build(festival: FestivalService, coordinator: Coordinator<TicketsRoute>) -> UIViewController {
        let view = TicketsViewController(style: .insetGrouped)
        view.presenter = TicketsPresenter(passes: festival.passes(), coordinator: coordinator)
        return view
    }
}
