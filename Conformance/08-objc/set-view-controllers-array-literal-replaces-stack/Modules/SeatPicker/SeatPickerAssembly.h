//
//  SeatPickerAssembly.h
//  Encore
//

#import <UIKit/UIKit.h>

@interface SeatPickerAssembly : NSObject

+ (UIViewController *)buildModuleWithGig:(NSString *)gig;

@end
