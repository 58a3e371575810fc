//
//  LibraryViewController.m
//  Earshot
//

#import "LibraryViewController.h"

static NSString * const kLibrarySectionCellIdentifier = @"LibrarySectionCell";

@interface LibraryViewController ()

@property (nonatomic, copy) NSArray<NSString *> *sectionTitles;

@end

@implementation LibraryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Library";
    self.navigationController.navigationBar.prefersLargeTitles = YES;
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kLibrarySectionCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - LibraryViewInput

- (void)showSectionTitles:(NSArray<NSString *> *)titles {
    self.sectionTitles = titles;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.sectionTitles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kLibrarySectionCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.sectionTitles[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectSectionAtIndex:indexPath.row];
}

@end
