/// The version w3wlint reports (`--version`, SARIF `tool.driver.version`). A release build takes it from the release
/// tag (`scripts/release.sh` writes this line in the copy it builds); a build from source says `-dev`.
public let w3wlintVersion = "0.3.0-dev"
