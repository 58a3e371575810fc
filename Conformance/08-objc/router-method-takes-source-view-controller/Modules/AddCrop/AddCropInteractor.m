//
//  AddCropInteractor.m
//  Sprout
//

#import "AddCropInteractor.h"

@implementation AddCropInteractor

#pragma mark - AddCropInteractorInput

- (void)saveCropWithName:(NSString *)name bed:(NSString *)bed {
    NSMutableArray *saved = [[[NSUserDefaults standardUserDefaults] arrayForKey:@"harvests"] mutableCopy] ?: [NSMutableArray array];
    [saved addObject:@{@"name": name, @"bed": bed}];
    [[NSUserDefaults standardUserDefaults] setObject:saved forKey:@"harvests"];
    [self.output didSaveCrop];
}

@end
