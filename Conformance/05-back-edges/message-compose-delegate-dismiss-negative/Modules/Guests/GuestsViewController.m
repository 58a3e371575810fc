//
//  GuestsViewController.m
//  Soiree
//

#import "GuestsViewController.h"

static NSString * const kGuestCellIdentifier = @"GuestCell";

@interface GuestsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *names;

@end

@implementation GuestsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Guest List";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kGuestCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - GuestsViewInput

- (void)showGuestNames:(NSArray<NSString *> *)names {
    self.names = names;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.names.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kGuestCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.names[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectGuestAtIndex:indexPath.row];
}

@end
