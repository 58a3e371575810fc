//
//  SongPickerViewController.m
//  Rehearsal
//

#import "SongPickerViewController.h"

@implementation SongPickerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Add a song";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Import"
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(importTapped)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"SongCell"];
}

- (void)importTapped {
    [self.output didTapImport];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [self.output songTitles].count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"SongCell" forIndexPath:indexPath];
    cell.textLabel.text = [self.output songTitles][indexPath.row];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.output didSelectSongAtIndex:indexPath.row];
}

@end
