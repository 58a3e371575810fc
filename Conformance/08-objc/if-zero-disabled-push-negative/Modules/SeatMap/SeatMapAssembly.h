//
//  SeatMapAssembly.h
//  Matinee
//

#import <UIKit/UIKit.h>

@interface SeatMapAssembly : NSObject

+ (UIViewController *)buildModuleWithShowtime:(NSString *)showtime;

@end
