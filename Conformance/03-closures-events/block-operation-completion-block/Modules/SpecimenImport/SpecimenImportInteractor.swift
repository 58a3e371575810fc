import Foundation

protocol SpecimenImportInteractorInput: AnyObject {
    func importSpecimens(from fileURL: URL, completion: @escaping (ImportTally) -> Void)
}

final class SpecimenImportInteractor: SpecimenImportInteractorInput {

    private let store: SpecimenStore
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "herbarium.import"
        queue.maxConcurrentOperationCount = 1
        queue.qualityOfService = .userInitiated
        return queue
    }()

    init(store: SpecimenStore) {
        self.store = store
    }

    func importSpecimens(from fileURL: URL, completion: @escaping (ImportTally) -> Void) {
        var parsed: [Specimen] = []
        var skipped = 0

        let parse = BlockOperation { [store] in
            guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else { return }
            for line in text.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard columns.count >= 3, !columns[0].isEmpty else {
                    skipped += 1
                    continue
                }
                parsed.append(Specimen(catalogNumber: columns[0], species: columns[1], locality: columns[2]))
            }
            store.save(parsed)
        }

        parse.completionBlock = {
            let tally = ImportTally(imported: parsed.count, skipped: skipped)
            OperationQueue.main.addOperation {
                completion(tally)
            }
        }

        queue.addOperation(parse)
    }
}
