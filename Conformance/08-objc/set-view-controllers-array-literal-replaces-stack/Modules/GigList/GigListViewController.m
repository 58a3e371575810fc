//
//  GigListViewController.m
//  Encore
//

#import "GigListViewController.h"

static NSString * const kGigCellIdentifier = @"GigCell";

@interface GigListViewController ()
@property (nonatomic, copy) NSArray<NSString *> *gigTitles;
@end

@implementation GigListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Gigs";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kGigCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - GigListViewInput

- (void)showGigTitles:(NSArray<NSString *> *)titles {
    self.gigTitles = titles;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.gigTitles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kGigCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.gigTitles[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectGigAtIndex:indexPath.row];
}

@end
