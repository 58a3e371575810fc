//
//  CatalogViewController.m
//  Stacks
//

#import "CatalogViewController.h"

static NSString * const kCatalogCellIdentifier = @"CatalogCell";

@interface CatalogViewController ()

@property (nonatomic, copy) NSArray<NSString *> *titles;

@end

@implementation CatalogViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Catalog";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kCatalogCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CatalogViewInput

- (void)showTitles:(NSArray<NSString *> *)titles {
    self.titles = titles;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.titles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCatalogCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.titles[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
