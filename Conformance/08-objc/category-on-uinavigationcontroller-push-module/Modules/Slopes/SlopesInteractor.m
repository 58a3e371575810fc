//
//  SlopesInteractor.m
//  Piste
//

#import "SlopesInteractor.h"

@implementation SlopesInteractor

- (void)obtainOpenSlopes {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        NSArray<NSString *> *slopes = @[@"Edelweiss (blue)", @"Kandahar (black)", @"Sonnenhang (red)"];
        dispatch_async(dispatch_get_main_queue(), ^{
            [self.output didObtainOpenSlopes:slopes];
        });
    });
}

@end
