//
//  Radar.swift
//  Nimbus
//

import UIKit

// MARK: - Contracts

protocol RadarViewInput: AnyObject {
    func display(layers: [String])
}

protocol RadarViewOutput: AnyObject {
    func viewDidLoad()
}

protocol RadarInteractorInput: AnyObject {
    func loadLayers()
}

protocol RadarInteractorOutput: AnyObject {
    func didLoad(layers: [String])
}

// MARK: - View

final class RadarViewController: UITableViewController, RadarViewInput {
    var output: RadarViewOutput!
    private var layers: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Radar"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(layers: [String]) {
        self.layers = layers
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        layers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = layers[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class RadarPresenter: RadarViewOutput, RadarInteractorOutput {
    private weak var view: RadarViewInput?
    private let interactor: RadarInteractorInput
    private var layers: [String] = []

    init(view: RadarViewInput, interactor: RadarInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadLayers()
    }

    func didLoad(layers: [String]) {
        self.layers = layers
        view?.display(layers: layers)
    }
}

// MARK: - Interactor

final class RadarInteractor: RadarInteractorInput {
    weak var output: RadarInteractorOutput?

    func loadLayers() {
        output?.didLoad(layers: ["Rain", "Clouds", "Lightning"])
    }
}

// MARK: - Builder

enum RadarBuilder {
    static func build() -> UIViewController {
        let view = RadarViewController()
        let interactor = RadarInteractor()
        let presenter = RadarPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
