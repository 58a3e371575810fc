//
//  WatersViewController.m
//  Reelmark
//

#import "WatersViewController.h"

static NSString * const kWaterCellIdentifier = @"WaterCell";

@interface WatersViewController ()

@property (nonatomic, copy) NSArray<NSString *> *names;

@end

@implementation WatersViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Waters";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kWaterCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - WatersViewInput

- (void)showWaterNames:(NSArray<NSString *> *)names {
    self.names = names;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.names.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kWaterCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.names[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectWaterAtIndex:indexPath.row];
}

@end
