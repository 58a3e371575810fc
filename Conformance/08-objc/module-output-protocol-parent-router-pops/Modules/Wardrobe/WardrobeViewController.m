//
//  WardrobeViewController.m
//  Capsule
//

#import "WardrobeViewController.h"

static NSString * const kOutfitCellIdentifier = @"OutfitCell";

@interface WardrobeViewController ()
@property (nonatomic, copy) NSArray<NSString *> *outfitNames;
@end

@implementation WardrobeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Outfits";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd
                                                                                           target:self
                                                                                           action:@selector(newOutfitTapped)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kOutfitCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)newOutfitTapped {
    [self.output didTapNewOutfit];
}

#pragma mark - WardrobeViewInput

- (void)showOutfitNames:(NSArray<NSString *> *)names {
    self.outfitNames = names;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.outfitNames.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kOutfitCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.outfitNames[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectOutfitAtIndex:indexPath.row];
}

@end
