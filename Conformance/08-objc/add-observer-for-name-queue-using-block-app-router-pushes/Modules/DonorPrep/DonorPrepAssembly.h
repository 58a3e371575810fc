//
//  DonorPrepAssembly.h
//  Dropline
//

#import <UIKit/UIKit.h>

@interface DonorPrepAssembly : NSObject

+ (UIViewController *)assembleModuleWithSlotIdentifier:(NSString *)slotIdentifier;

@end
