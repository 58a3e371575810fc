import UIKit

protocol SeedPickerModuleOutput: AnyObject {
    func seedPicker(didPick seed: Seed)
}

// MARK: - View

final class SeedPickerViewController: UITableViewController {
    var presenter: SeedPickerPresenter!
    private var varieties: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SeedCell")
        presenter.viewDidLoad()
    }

    func show(title: String, varieties: [String]) {
        self.title = title
        self.varieties = varieties
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        varieties.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SeedCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = varieties[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectSeed(at: indexPath.row)
    }
}

// MARK: - Presenter

final class SeedPickerPresenter {
    weak var view: SeedPickerViewController?
    weak var output: SeedPickerModuleOutput?

    private let plot: Plot
    private let seeds: [Seed]

    init(plot: Plot, seeds: [Seed]) {
        self.plot = plot
        self.seeds = seeds
    }

    func viewDidLoad() {
        view?.show(title: "Sow in \(plot.bed)", varieties: seeds.map(\.variety))
    }

    func didSelectSeed(at index: Int) {
        output?.seedPicker(didPick: seeds[index])
    }
}

// MARK: - Builder

enum SeedPickerBuilder {
    static func build(plot: Plot, output: SeedPickerModuleOutput) -> UIViewController {
        let view = SeedPickerViewController(style: .insetGrouped)
        let presenter = SeedPickerPresenter(plot: plot, seeds: AllotmentStore.shared.seeds)
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
