import Foundation

extension Linter {
    /// The references under `paths` and the export folders none of them serves (`w3wlint init`): every file is
    /// read by its loader and the model assembled as in a run, but no rule runs.
    public func survey(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws
        -> StarterConfiguration.Survey
    {
        var discovery = Discovery(loaders: loaders)
        discovery.followSymbolicLinks = followSymbolicLinks
        let files = try discovery.files(in: paths, workingDirectory: workingDirectory)
        let appliesFormatLimits = self.appliesFormatLimits
        let loaded = parallelMap(files, jobs: jobs, largeStack: true) { path -> LoadResult? in
            guard case let .success(data) = FileReading.read(Discovery.joined(workingDirectory, path), maximumSize: maximumFileSize)
            else { return nil }
            return Self.load(data, path: path, loaders: loaders, appliesFormatLimits: appliesFormatLimits)
        }
        var model = DesignModel()
        var documents = LoadedDocuments()
        for part in loaded.compactMap({ $0 }) {
            model.merge(part.model)
            documents.merge(part.documents)
        }
        _ = assembler.assemble(&documents, into: &model)
        model.indexReferenceThemes()
        return StarterConfiguration.Survey(model: model)
    }
}
