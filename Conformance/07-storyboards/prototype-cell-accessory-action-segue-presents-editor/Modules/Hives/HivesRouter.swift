//
//  HivesRouter.swift
//  Apiary
//

import UIKit

final class HivesRouter {
    weak var editOutput: EditHiveModuleOutput?

    func prepare(for segue: UIStoryboardSegue, hive: Hive) {
        switch segue.identifier {
        case "showHiveLog":
            guard let log = segue.destination as? HiveLogViewController else { return }
            log.presenter.configure(with: hive)
        case "editHive":
            guard let editor = segue.destination as? EditHiveViewController else { return }
            editor.presenter.configure(with: hive, output: editOutput)
        default:
            break
        }
    }
}
